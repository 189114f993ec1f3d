"""Computer opponents. A bot is just another seat: it sees its seat's View and the legal actions."""
