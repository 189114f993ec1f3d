"""Three Palaces: play Maharaja, The Forbidden City and Arkadia at one table, on a LAN, or against bots."""

__version__ = "0.2.0"
