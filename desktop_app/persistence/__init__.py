"""Match files, autosave, recent files and the user folders they live in. No Qt here."""
