"""Static board data of Maharaja (the map JSON), a package so that packaging picks up *.json."""
