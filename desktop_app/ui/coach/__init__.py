"""The coach (issue 35, item 4): a guided first match for each game, and first-time tips in
ordinary matches. The lessons and tips are data (``lessons``); ``guided`` runs a lesson over a
match screen, ``tips`` explains each phase once, ``bubble`` draws what both say, and ``pointing``
finds on the screen what a step points at. ``attach`` is what the main window calls."""
