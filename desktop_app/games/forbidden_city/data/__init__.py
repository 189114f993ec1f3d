"""Static board data of The Forbidden City (the maze of F-10), loaded via importlib.resources."""
