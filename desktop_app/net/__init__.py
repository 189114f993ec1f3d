"""LAN play: the authoritative host, its TLS transport, the client connection, framing and codes.

Submodules are imported by name (``from desktop_app.net.framing import encode``) rather than
re-exported here, so the sans-IO parts (framing, join codes, the host core) load without Qt.
"""
