<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>{game}: rules version {version}</source>
        <translation>{game}: Regelversion {version}</translation>
    </message>
    <message>
        <source>A match keeps the rules it was started under, also when a later version opens it.</source>
        <translation>Eine Partie behält die Regeln, mit denen sie begonnen wurde, auch wenn eine spätere Version sie öffnet.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>How often the screen draws the marks while they come (ms).</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The previous marked decision</source>
        <translation>Die vorige markierte Entscheidung</translation>
    </message>
    <message>
        <source>The next marked decision</source>
        <translation>Die nächste markierte Entscheidung</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Besseren Zug zeigen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Analysis: summary</source>
        <translation>Analyse: Übersicht</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Durchschnittlicher Verlust</translation>
    </message>
    <message>
        <source>Click a count of marks to go to them, one by one.</source>
        <translation>Klicke auf eine Anzahl von Markierungen, um sie eine nach der anderen anzusehen.</translation>
    </message>
    <message>
        <source>{points} points of win chance</source>
        <translation>{points} Prozentpunkte Gewinnchance</translation>
    </message>
    <message>
        <source>Go to the marks of {name}: {mark}</source>
        <translation>Zu den Markierungen von {name}: {mark}</translation>
    </message>
    <message>
        <source>Loss: how much the computer&apos;s estimate of the player&apos;s chance to win fell short of its preferred move, judged from what the player knew then.</source>
        <translation>Verlust: um wie viel die vom Computer geschätzte Gewinnchance hinter der seines bevorzugten Zuges zurückblieb, beurteilt nach dem, was der Spieler damals wusste.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <extracomment>Marks came in while the analysis runs: the slider, the graph and the bar follow (the log gets them at the end of each pass, with a redraw of the whole screen). The analysis shown (complete, or growing while the process runs), and for which record. The record the shown analysis was last checked against (``refresh``). The suggestions as the bar tells them, by step, move and names (``_move_text``). The line saying why the better move is better, while it is drawn (tests read it), and the step it was drawn at. How much the analysis does (tests ask for less). Marks coming in are drawn together: a redraw of the whole screen per batch (20 a second) would take a fifth of the UI thread&apos;s time.</extracomment>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>Quick look: %v of %m decisions</source>
        <translation>Schneller Blick: %v von %m Entscheidungen</translation>
    </message>
    <message>
        <source>Deeper look: %v of %m marked</source>
        <translation>Genauerer Blick: %v von %m markierten</translation>
    </message>
    <message>
        <source>The analysis could not be made.</source>
        <translation>Die Analyse konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Step to a marked decision (◀ ? and ? ▶), or click a mark on the slider or the graph.</source>
        <translation>Gehe zu einer markierten Entscheidung (◀ ? und ? ▶) oder klicke auf eine Markierung am Schieberegler oder im Diagramm.</translation>
    </message>
    <message>
        <source>{name}&apos;s move is the computer&apos;s choice too ({chance} to win after it).</source>
        <translation>Der Zug von {name} ist auch die Wahl des Computers ({chance} Gewinnchance danach).</translation>
    </message>
    <message>
        <source>{name}&apos;s move leaves {played} to win; the computer prefers “{move}”: {suggested}.</source>
        <translation>Nach dem Zug von {name} bleiben {played} Gewinnchance; der Computer bevorzugt „{move}“: {suggested}.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Judge every decision from what its player knew then</source>
        <translation>Jede Entscheidung danach beurteilen, was der Spieler damals wusste</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Finished matches</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Every match that ended on this computer, the last one first.</source>
        <translation>Jede Partie, die auf diesem Computer zu Ende ging, die letzte zuerst.</translation>
    </message>
</context>
<context>
    <name>ArchiveList</name>
    <message>
        <source>Match</source>
        <extracomment>Where an item keeps its entry&apos;s id, and the value its column sorts by. The columns&apos; headings, English (marked for translation; the list shows them translated).</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>1 hint</source>
        <translation>1 Hinweis</translation>
    </message>
    <message>
        <source>{n} hints</source>
        <translation>{n} Hinweise</translation>
    </message>
    <message>
        <source>{game} — {players}
{winner} won  ·  {day}  ·  {steps} steps</source>
        <translation>{game} — {players}
{winner} gewinnt  ·  {day}  ·  {steps} Schritte</translation>
    </message>
    <message>
        <source>Search</source>
        <extracomment>Open this entry (its id) in review. An entry was deleted (another list of the archive may want to refresh).</extracomment>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Search players, game or winner</source>
        <translation>Spieler, Spiel oder Sieger suchen</translation>
    </message>
    <message>
        <source>Show only the matches with these words in a player&apos;s name, the game or the winner</source>
        <translation>Nur die Partien zeigen, in deren Spielernamen, Spiel oder Sieger diese Wörter vorkommen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Review the selected match (or double-click it)</source>
        <translation>Die gewählte Partie im Rückblick ansehen (oder doppelklicken)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected match from the archive (Delete)</source>
        <translation>Die gewählte Partie aus dem Archiv löschen (Entf)</translation>
    </message>
    <message>
        <source>{label}
{winner} won · {steps} steps
Double-click to review it.</source>
        <translation>{label}
{winner} gewinnt · {steps} Schritte
Doppelklicken zum Ansehen.</translation>
    </message>
    <message>
        <source>Every match that ends is kept here, to review whenever you like.</source>
        <translation>Jede beendete Partie wird hier aufbewahrt, damit du sie jederzeit ansehen kannst.</translation>
    </message>
    <message>
        <source>No finished match has “{query}” in its players, game or winner.</source>
        <translation>Keine beendete Partie hat „{query}“ in Spielern, Spiel oder Sieger.</translation>
    </message>
    <message>
        <source>Delete this finished match?</source>
        <translation>Diese beendete Partie löschen?</translation>
    </message>
    <message>
        <source>{label}

It is deleted from the archive for good and cannot be reviewed again.</source>
        <translation>{label}

Sie wird endgültig aus dem Archiv gelöscht und kann nicht mehr angesehen werden.</translation>
    </message>
    <message>
        <source>Cannot delete the match</source>
        <translation>Die Partie kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>ArkadiaBoard</name>
    <message>
        <source>The display is empty.</source>
        <extracomment>Pieces kept hidden for a jump back (``_put_aside``): a match&apos;s buildings and a few workers on each square they stood on. The pieces&apos; pictures by look, this board&apos;s own (its words are in this board&apos;s language). A decision put up for review&apos;s better move (``show_choices``): buttons that take no click. Each piece on the board by what it looks like (kind, place, owner, state). Pieces the view no longer shows, hidden in the scene by look, the oldest first: a jump back in review shows them again instead of making and painting them anew.</extracomment>
        <translation>Die Auslage ist leer.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Hand von {name}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Hands are private</source>
        <translation>Handkarten sind geheim</translation>
    </message>
    <message>
        <source>Take the screen to see your hand.</source>
        <translation>Übernimm den Bildschirm, um deine Hand zu sehen.</translation>
    </message>
    <message>
        <source>No cards in hand.</source>
        <translation>Keine Karten auf der Hand.</translation>
    </message>
    <message>
        <source>1 card, hidden: hold P to peek.</source>
        <translation>1 Karte, verdeckt: P halten zum Ansehen.</translation>
    </message>
    <message>
        <source>{count} cards, hidden: hold P to peek.</source>
        <translation>{count} Karten, verdeckt: P halten zum Ansehen.</translation>
    </message>
    <message>
        <source>Use a banner…</source>
        <translation>Banner einsetzen…</translation>
    </message>
    <message>
        <source>Cash seals…</source>
        <translation>Siegel einlösen…</translation>
    </message>
</context>
<context>
    <name>ArkadiaPointing</name>
    <message>
        <source>Exchange your {card} (you cannot build)</source>
        <translation>Deine Karte „{card}“ tauschen (du kannst nicht bauen)</translation>
    </message>
    <message>
        <source>Build your {card}</source>
        <translation>Deine Karte „{card}“ bauen</translation>
    </message>
    <message>
        <source>Take the {card} from the display</source>
        <translation>Die Karte „{card}“ aus der Auslage nehmen</translation>
    </message>
    <message>
        <source>Draw from the pile</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Place workers beside this building</source>
        <translation>Arbeiter neben dieses Gebäude setzen</translation>
    </message>
    <message>
        <source>Build here: {square}</source>
        <translation>Hier bauen: {square}</translation>
    </message>
    <message>
        <source>A worker on {square} (again: the next kind, then none)</source>
        <translation>Ein Arbeiter auf {square} (erneut: die nächste Art, dann keiner)</translation>
    </message>
    <message>
        <source>A castle piece on {square}</source>
        <translation>Ein Burgstein auf {square}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Feld {square}</translation>
    </message>
    <message>
        <source>Castle pieces in {colour}</source>
        <translation>Burgsteine in {colour}</translation>
    </message>
</context>
<context>
    <name>ArkadiaPrompt</name>
    <message>
        <source>R or the mouse wheel turns it, F mirrors it, Ctrl+wheel zooms</source>
        <translation>R oder das Mausrad dreht es, F spiegelt es, Strg+Mausrad zoomt</translation>
    </message>
    <message>
        <source>{n} worker</source>
        <translation>{n} Arbeiter</translation>
    </message>
    <message>
        <source>{n} workers</source>
        <translation>{n} Arbeiter</translation>
    </message>
    <message>
        <source>{n} turn</source>
        <translation>{n} Zug</translation>
    </message>
    <message>
        <source>{n} turns</source>
        <translation>{n} Züge</translation>
    </message>
    <message>
        <source>{n} piece</source>
        <translation>{n} Burgstein</translation>
    </message>
    <message>
        <source>{n} pieces</source>
        <translation>{n} Burgsteine</translation>
    </message>
    <message>
        <source>{n} castle piece</source>
        <translation>{n} Burgstein</translation>
    </message>
    <message>
        <source>{n} castle pieces</source>
        <translation>{n} Burgsteine</translation>
    </message>
    <message>
        <source>Done with workers</source>
        <translation>Fertig mit Arbeitern</translation>
    </message>
    <message>
        <source>Place {workers}</source>
        <translation>{workers} einsetzen</translation>
    </message>
    <message>
        <source>This is the last turn of the game.</source>
        <translation>Dies ist der letzte Zug des Spiels.</translation>
    </message>
    <message>
        <source>Final round: {turns} left after this one.</source>
        <translation>Schlussrunde: danach noch {turns}.</translation>
    </message>
    <message>
        <source>The final round is running.</source>
        <translation>Die Schlussrunde läuft.</translation>
    </message>
    <message>
        <source>The game is over: every seal was cashed at the final values — see the ranking.</source>
        <translation>Das Spiel ist zu Ende: Alle Siegel wurden zu den Endwerten eingelöst — siehe die Rangliste.</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>Der nächste Spieler</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Die Karten werden ausgeteilt.</translation>
    </message>
    <message>
        <source>{name} is playing; please wait.</source>
        <translation>{name} ist am Zug; bitte warten.</translation>
    </message>
    <message>
        <source>Build your {card}: move it over the board ({controls}) and click where it shows green — Esc puts the card back.</source>
        <translation>Baue dein Gebäude „{card}“: Bewege es über das Spielbrett ({controls}) und klicke dort, wo es grün wird — Esc legt die Karte zurück.</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Click empty squares beside the {building} to add workers (click again: own → neutral → none), then press “{button}” or Enter.</source>
        <translation>Klicke auf freie Felder neben dem Gebäude ({building}), um Arbeiter einzusetzen (erneut klicken: eigener → neutraler → keiner), dann drücke „{button}“ oder Enter.</translation>
    </message>
    <message>
        <source>Choose a highlighted building to add more workers beside it, or press “{button}”.</source>
        <translation>Wähle ein hervorgehobenes Gebäude, um weitere Arbeiter daneben einzusetzen, oder drücke „{button}“.</translation>
    </message>
    <message>
        <source>Refill your hand: click a display card or the pile.</source>
        <translation>Fülle deine Hand auf: Klicke auf eine Karte der Auslage oder auf den Stapel.</translation>
    </message>
    <message>
        <source>A building is complete! Choose a colour from pool {floor} in the castle panel, then a free lot square ({pieces} to place on floor {floor}).</source>
        <translation>Ein Gebäude ist fertig! Wähle in der Burgleiste eine Farbe aus dem Vorrat {floor}, dann ein freies Feld des Bauplatzes ({pieces} auf Stockwerk {floor} zu setzen).</translation>
    </message>
    <message>
        <source>Click a free lot square to place the {colour} piece on floor {floor} ({pieces} to place; another pool colour changes it).</source>
        <translation>Klicke auf ein freies Feld des Bauplatzes, um den Burgstein in {colour} auf Stockwerk {floor} zu setzen ({pieces} zu setzen; eine andere Farbe aus dem Vorrat ändert ihn).</translation>
    </message>
    <message>
        <source>Use a banner (2 workers, then cash seals) or end your turn.</source>
        <translation>Setze ein Banner ein (2 Arbeiter, dann Siegel einlösen) oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>No banner left: end your turn.</source>
        <translation>Kein Banner mehr: Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Cash seals with the banner dialog, or end your turn.</source>
        <translation>Löse Siegel im Banner-Fenster ein oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>You can neither build nor place workers: click a hand card to discard it and draw anew.</source>
        <translation>Du kannst weder bauen noch Arbeiter einsetzen: Klicke auf eine Handkarte, um sie abzuwerfen und neu zu ziehen.</translation>
    </message>
    <message>
        <source>You can neither build nor place workers and hold no cards: press Pass.</source>
        <translation>Du kannst weder bauen noch Arbeiter einsetzen und hast keine Karten: Drücke „Passen“.</translation>
    </message>
    <message>
        <source>Your turn: choose a card from your hand to build, or click a building to place workers beside it.</source>
        <translation>Du bist am Zug: Wähle eine Handkarte zum Bauen oder klicke auf ein Gebäude, um Arbeiter daneben einzusetzen.</translation>
    </message>
    <message>
        <source>Your turn: choose a card from your hand to build.</source>
        <translation>Du bist am Zug: Wähle eine Handkarte zum Bauen.</translation>
    </message>
    <message>
        <source>Your turn: click a building to place workers beside it.</source>
        <translation>Du bist am Zug: Klicke auf ein Gebäude, um Arbeiter daneben einzusetzen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Final round — {turns} left</source>
        <translation>Schlussrunde — noch {turns}</translation>
    </message>
    <message>
        <source>Turn {n}: {name} to play</source>
        <translation>Zug {n}: {name} ist dran</translation>
    </message>
    <message>
        <source>Completed this turn: {buildings}</source>
        <translation>In diesem Zug fertig: {buildings}</translation>
    </message>
    <message>
        <source>{name} places {pieces}</source>
        <translation>{name} setzt {pieces}</translation>
    </message>
    <message>
        <source>Supply: {neutral} neutral worker · discard pile {discards}</source>
        <translation>Vorrat: {neutral} neutraler Arbeiter · Ablagestapel {discards}</translation>
    </message>
    <message>
        <source>Supply: {neutral} neutral workers · discard pile {discards}</source>
        <translation>Vorrat: {neutral} neutrale Arbeiter · Ablagestapel {discards}</translation>
    </message>
    <message>
        <source>Tiles left: {counts}</source>
        <translation>Übrige Plättchen: {counts}</translation>
    </message>
</context>
<context>
    <name>ArkadiaSidePanel</name>
    <message>
        <source>Behind your screen</source>
        <translation>Hinter deinem Sichtschirm</translation>
    </message>
    <message>
        <source>Behind the screen of {name}</source>
        <translation>Hinter dem Sichtschirm von {name}</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Drehen</translation>
    </message>
    <message>
        <source>Turn the building a quarter (R or the mouse wheel)</source>
        <translation>Das Gebäude eine Vierteldrehung drehen (R oder das Mausrad)</translation>
    </message>
    <message>
        <source>⇋ Mirror</source>
        <translation>⇋ Spiegeln</translation>
    </message>
    <message>
        <source>Mirror the building (F)</source>
        <translation>Das Gebäude spiegeln (F)</translation>
    </message>
    <message>
        <source>✕ Cancel</source>
        <translation>✕ Abbrechen</translation>
    </message>
    <message>
        <source>Put the card back in your hand (Esc)</source>
        <translation>Die Karte zurück auf die Hand nehmen (Esc)</translation>
    </message>
    <message>
        <source>Place workers</source>
        <translation>Arbeiter einsetzen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Every screen is open now: see the player cards and the ranking.</source>
        <translation>Alle Sichtschirme sind jetzt offen: siehe die Spielerkarten und die Rangliste.</translation>
    </message>
    <message>
        <source>Screens are private</source>
        <translation>Sichtschirme sind geheim</translation>
    </message>
    <message>
        <source>Each player sees what lies behind their own screen.</source>
        <translation>Jeder Spieler sieht nur, was hinter seinem eigenen Sichtschirm liegt.</translation>
    </message>
    <message>
        <source>Workers: {own} own · {neutral} neutral</source>
        <translation>Arbeiter: {own} eigene · {neutral} neutrale</translation>
    </message>
    <message>
        <source>Banners: {banners}   Gold: {gold}</source>
        <translation>Banner: {banners}   Gold: {gold}</translation>
    </message>
</context>
<context>
    <name>ArkadiaSummary</name>
    <message>
        <source>Screen</source>
        <translation>Sichtschirm</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>{hand} in hand · {banners} banner</source>
        <translation>{hand} auf der Hand · {banners} Banner</translation>
    </message>
    <message>
        <source>{hand} in hand · {banners} banners</source>
        <translation>{hand} auf der Hand · {banners} Banner</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>{placed} placed · {supply} in supply</source>
        <translation>{placed} eingesetzt · {supply} im Vorrat</translation>
    </message>
    <message>
        <source>{own} own · {neutral} neutral worker</source>
        <translation>{own} eigene · {neutral} neutraler Arbeiter</translation>
    </message>
    <message>
        <source>{own} own · {neutral} neutral workers</source>
        <translation>{own} eigene · {neutral} neutrale Arbeiter</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Final gold</source>
        <translation>Gold am Ende</translation>
    </message>
    <message>
        <source>{total} ({gold} before seals)</source>
        <translation>{total} ({gold} vor den Siegeln)</translation>
    </message>
</context>
<context>
    <name>ArkadiaTable</name>
    <message>
        <source>Display</source>
        <translation>Auslage</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
</context>
<context>
    <name>BannerDialog</name>
    <message>
        <source>Use a banner</source>
        <translation>Banner einsetzen</translation>
    </message>
    <message>
        <source>Cash seals</source>
        <translation>Siegel einlösen</translation>
    </message>
    <message>
        <source>You have used this turn&apos;s banner: cash any of your seals at today&apos;s values.</source>
        <translation>Du hast das Banner dieses Zuges eingesetzt: Löse beliebige Siegel zu den heutigen Werten ein.</translation>
    </message>
    <message>
        <source>The banner&apos;s workers are already behind your screen.</source>
        <translation>Die Arbeiter des Banners liegen schon hinter deinem Sichtschirm.</translation>
    </message>
    <message>
        <source>A banner leaves the game (you have {banners}; {left} will be left). Then you may cash seals at the current values.</source>
        <translation>Ein Banner verlässt das Spiel (du hast {banners}; {left} bleiben übrig). Danach darfst du Siegel zu den aktuellen Werten einlösen.</translation>
    </message>
    <message>
        <source>You gain 1 of your own workers from the supply ({free} there now).</source>
        <translation>Du erhältst 1 deiner eigenen Arbeiter aus dem Vorrat (dort jetzt {free}).</translation>
    </message>
    <message>
        <source>You gain {n} of your own workers from the supply ({free} there now).</source>
        <translation>Du erhältst {n} deiner eigenen Arbeiter aus dem Vorrat (dort jetzt {free}).</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Einlösen</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Cash all</source>
        <translation>Alle einlösen</translation>
    </message>
    <message>
        <source>Cash none</source>
        <translation>Keine einlösen</translation>
    </message>
    <message>
        <source>Use banner</source>
        <translation>Banner einsetzen</translation>
    </message>
    <message>
        <source>Gold: {gold} → {total}  (+{gained})</source>
        <translation>Gold: {gold} → {total}  (+{gained})</translation>
    </message>
    <message>
        <source>Cash for {gold} gold</source>
        <translation>Für {gold} Gold einlösen</translation>
    </message>
    <message>
        <source>Cash nothing</source>
        <translation>Nichts einlösen</translation>
    </message>
    <message>
        <source>Use banner and cash for {gold} gold</source>
        <translation>Banner einsetzen und für {gold} Gold einlösen</translation>
    </message>
    <message>
        <source>Use banner, cash nothing</source>
        <translation>Banner einsetzen, nichts einlösen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>{reason} ({rule})</source>
        <extracomment>The side controls may outgrow a short side column (Maharaja&apos;s disc picker beside a LAN chat): the match screen then scrolls them (``steady.SideScroll``) rather than let Qt squeeze their buttons. Boards whose controls always fit keep the plain box: the scroll area&apos;s extra layout passes cost 5 ms at the end of an Arkadia match and of a review jump to it (measured 2 December 2026). Emitted when the board&apos;s own prompt (e.g. &quot;now pick the destination&quot;) changes. A click on something that is not legal: the engine&apos;s reason with its rule id (issue 19), which the match screen says right under the prompt. The pointer rests on something that is not legal: the same reason, which the shell shows as a tooltip while it stays there (&apos;&apos; when it left). A board with a hint bubble of its own (Maharaja) shows it there instead. Review with &quot;everything revealed&quot;: the board draws the view of the seat to move, but nobody at the screen is that seat, so nothing is said to &quot;you&quot; (the match screen sets it before each ``sync``; ``you`` is the seat addressed so, if any). The keyboard focus over ``focus_targets`` (a board calls ``keyboard.refresh()`` at the end of each of its refreshes). (view, seat, state rebuilt from it) of the last ``why_not``. The suggested action drawn over the board, if any (``ui/ghost.py`` owns it).</extracomment>
        <translation>{reason} ({rule})</translation>
    </message>
    <message>
        <source>{place}: {reason} ({rule})</source>
        <translation>{place}: {reason} ({rule})</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Keys that choose the focused target (Enter too, unless the board gives it a meaning first). Focus given without a key: by a click, or by the screen (``MatchView.take_focus``). Focus coming back after the window, a menu or a popup had it. The keyboard ring was shown when the window last lost the focus (it comes back with it).</extracomment>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>BotRunner</name>
    <message>
        <source>{name} (computer) failed: {error}</source>
        <extracomment>Closed runners whose bot is still thinking: kept alive until the (ignored) answer arrives, so closing a match never waits for a strong bot to finish its move. (ticket, seat, action or None, error text) Bot seats whose level this version cannot play (a match saved by a newer version). Paused: no bot starts a move until ``set_paused(False)``.</extracomment>
        <translation>{name} (Computer) ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>{name} (computer) chose an illegal action</source>
        <translation>{name} (Computer) hat eine unerlaubte Aktion gewählt</translation>
    </message>
</context>
<context>
    <name>BribePicker</name>
    <message>
        <source>&lt;b&gt;Your secret bribery board&lt;/b&gt;</source>
        <extracomment>Widths remembered at most (a resized window asks for many); past it they are measured anew.</extracomment>
        <translation>&lt;b&gt;Deine geheime Bestechungstafel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hat</source>
        <translation>Hut</translation>
    </message>
    <message>
        <source>Robe</source>
        <translation>Gewand</translation>
    </message>
    <message>
        <source>Confirm bribe</source>
        <translation>Bestechung bestätigen</translation>
    </message>
    <message>
        <source>Turn both dials: the hat colour and the robe colour of the official you bribe.</source>
        <translation>Drehe beide Scheiben: die Hutfarbe und die Gewandfarbe des Hofbeamten, den du bestichst.</translation>
    </message>
    <message>
        <source>You bribe the &lt;b&gt;{official}&lt;/b&gt; official.</source>
        <translation>Du bestichst den Hofbeamten mit &lt;b&gt;{official}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The {official} official is banished: choose another.</source>
        <translation>Der Hofbeamte mit {official} ist verbannt: Wähle einen anderen.</translation>
    </message>
</context>
<context>
    <name>BuildingItem</name>
    <message>
        <source>{building} of the {family} family (completed)</source>
        <extracomment>False while the seat at the screen has nothing to do: clicks then fall through to the view, which pans the board on a drag. Qt asks for the bounds several times a repaint; a Python computation each time cost more than the blit of the cached picture (issue 18). The selection&apos;s ring, a child over the cached tile: marking twenty buildings choosable after a card is played used to paint twenty tiles again (issue 18).</extracomment>
        <translation>{building} der Familie {family} (fertig)</translation>
    </message>
    <message>
        <source>{building} of the {family} family (open)</source>
        <translation>{building} der Familie {family} (offen)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>1 card face down</source>
        <extracomment>(family, building) of the card whose name the tooltip says. Card names by face, rendered once (a board lives in one language).</extracomment>
        <translation>1 verdeckte Karte</translation>
    </message>
    <message>
        <source>{n} cards face down</source>
        <translation>{n} verdeckte Karten</translation>
    </message>
    <message>
        <source>cards left</source>
        <translation>Karten übrig</translation>
    </message>
    <message>
        <source>card left</source>
        <translation>Karte übrig</translation>
    </message>
</context>
<context>
    <name>CastlePanel</name>
    <message>
        <source>Seal values</source>
        <translation>Siegelwerte</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>pools</source>
        <translation>Vorräte</translation>
    </message>
    <message>
        <source>Floor {n} · now</source>
        <extracomment>The heading, the plan and the count below it (which reaches past the band).</extracomment>
        <translation>Stockwerk {n} · jetzt</translation>
    </message>
    <message>
        <source>Floor {n}</source>
        <translation>Stockwerk {n}</translation>
    </message>
    <message>
        <source>{n}/10 placed</source>
        <translation>{n}/10 gesetzt</translation>
    </message>
</context>
<context>
    <name>CastleSquareItem</name>
    <message>
        <source>Castle: {colour} on floor {n}</source>
        <translation>Burg: {colour} auf Stockwerk {n}</translation>
    </message>
    <message>
        <source>Printed {colour}</source>
        <translation>Aufgedruckt: {colour}</translation>
    </message>
    <message>
        <source>Blank lot square</source>
        <translation>Leeres Feld des Bauplatzes</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Latest chat message</source>
        <translation>Letzte Chat-Nachricht</translation>
    </message>
    <message>
        <source>Chat…</source>
        <translation>Chat…</translation>
    </message>
    <message>
        <source>Show every chat message of this match, and write one</source>
        <translation>Alle Chat-Nachrichten dieser Partie zeigen und selbst eine schreiben</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chat-Nachrichten</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sag etwas…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Noch nichts gesagt.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The rules do not allow that: {reason} Try where the ring points.</source>
        <extracomment>Events after which the coach looks again: the screen&apos;s size, a click or key in what it points at (a click inside a picker changes no table and no prompt, yet the step points at the picker&apos;s next part after it), and a move or new size of it or a widget it lies in (the ring follows a button that a layout moved). Pixels around a target on the board that the bubble leaves free. The person&apos;s seat in a guided match. A bubble&apos;s buttons: (key, label); ``Coach._chosen`` does what a key means. The lesson was left to play on as a normal match: the coach says nothing more. Where the bubble points now (tests click its middle, as the person is asked to). The widget pointed at and those it lies in below the screen: a click in it (a picker&apos;s first half) or a move of any of them asks again where to point.</extracomment>
        <translation>Das erlauben die Regeln nicht: {reason} Versuch es dort, wohin der Ring zeigt.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>On my own</source>
        <translation>Allein weiter</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Maharaja&lt;/b&gt;! You are a prince who builds houses and palaces in the cities of Rajasthan. Each round the Maharaja visits one city and pays the princes who built most there; the most palaces win. I explain each step the first time it comes: do what the ring points at.</source>
        <translation>Willkommen bei &lt;b&gt;Maharaja&lt;/b&gt;! Du bist ein Fürst, der in den Städten Rajasthans Häuser und Paläste baut. Jede Runde besucht der Maharaja eine Stadt und bezahlt die Fürsten, die dort am meisten gebaut haben; die meisten Paläste gewinnen. Ich erkläre jeden Schritt, wenn er zum ersten Mal kommt: tu, worauf der Ring zeigt.</translation>
    </message>
    <message>
        <source>First every prince takes a &lt;b&gt;character card&lt;/b&gt;. Its number sets the order of the turns and each card has a power. Take this one.</source>
        <translation>Zuerst nimmt jeder Fürst eine &lt;b&gt;Personenkarte&lt;/b&gt;. Ihre Zahl bestimmt die Reihenfolge der Züge, und jede Karte hat eine Fähigkeit. Nimm diese.</translation>
    </message>
    <message>
        <source>Now place your four &lt;b&gt;starting houses&lt;/b&gt; in villages, for free. Click a lit village, this one for example.</source>
        <translation>Setze nun deine vier &lt;b&gt;Starthäuser&lt;/b&gt; kostenlos in Dörfer. Klicke ein leuchtendes Dorf an, zum Beispiel dieses.</translation>
    </message>
    <message>
        <source>Place your next starting house in a lit village.</source>
        <translation>Setze dein nächstes Starthaus in ein leuchtendes Dorf.</translation>
    </message>
    <message>
        <source>Each round you put two actions on your secret &lt;b&gt;action disc&lt;/b&gt;. Choose &lt;b&gt;Build house&lt;/b&gt;, then &lt;b&gt;Take gold&lt;/b&gt;, then confirm. The others see your disc only at your turn.</source>
        <translation>Jede Runde stellst du zwei Aktionen auf deiner geheimen &lt;b&gt;Aktionsscheibe&lt;/b&gt; ein. Wähle &lt;b&gt;Haus bauen&lt;/b&gt;, dann &lt;b&gt;Gold nehmen&lt;/b&gt;, dann bestätige. Die anderen sehen deine Scheibe erst in deinem Zug.</translation>
    </message>
    <message>
        <source>Your &lt;b&gt;turn&lt;/b&gt;: play the actions on your disc, in any order. &lt;b&gt;Build house&lt;/b&gt; puts a house into a village with room, or into the city where your architect stands, for 1 gold. Click it, then a lit place.</source>
        <translation>Dein &lt;b&gt;Zug&lt;/b&gt;: führe die Aktionen deiner Scheibe aus, in beliebiger Reihenfolge. &lt;b&gt;Haus bauen&lt;/b&gt; setzt für 1 Gold ein Haus in ein Dorf mit Platz oder in die Stadt, in der dein Architekt steht. Klicke darauf, dann auf einen leuchtenden Ort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take gold&lt;/b&gt; gives you 2 gold from the bank. Click it.</source>
        <translation>&lt;b&gt;Gold nehmen&lt;/b&gt; gibt dir 2 Gold von der Bank. Klicke darauf.</translation>
    </message>
    <message>
        <source>Your disc is used up: &lt;b&gt;end your turn&lt;/b&gt;. An action left on the disc would give every other prince 2 gold.</source>
        <translation>Deine Scheibe ist aufgebraucht: &lt;b&gt;beende deinen Zug&lt;/b&gt;. Eine übrig gebliebene Aktion brächte jedem anderen Fürsten 2 Gold.</translation>
    </message>
    <message>
        <source>That was a whole turn. Every round goes so: discs, turns in card order, then the city the Maharaja visits is scored. At your turn your architect may also travel to a lit city, to build palaces there. Play on as a normal match, or leave the lesson.</source>
        <translation>Das war ein ganzer Zug. So läuft jede Runde: Scheiben, Züge in Kartenreihenfolge, dann wird die Stadt gewertet, die der Maharaja besucht. In deinem Zug darf dein Architekt auch in eine leuchtende Stadt reisen, um dort Paläste zu bauen. Spiel als normale Partie weiter oder verlasse die Lektion.</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;the Forbidden City&lt;/b&gt;! 25 officials wander the palace maze. You bribe one of them in secret; when an official reaches the target pavilion, its briber may claim a garment card. Anyone may claim it as a bluff, too.</source>
        <translation>Willkommen in der &lt;b&gt;verbotenen Stadt&lt;/b&gt;! 25 Hofbeamte wandern durch das Palastlabyrinth. Du bestichst heimlich einen von ihnen; erreicht ein Hofbeamter den Zielpavillon, darf sein Bestecher eine Kleiderkarte fordern. Jeder darf sie auch als Bluff fordern.</translation>
    </message>
    <message>
        <source>Set your secret &lt;b&gt;bribery board&lt;/b&gt;: turn the hat dial, then the robe dial, to the official you bet on, then confirm.</source>
        <translation>Stelle deine geheime &lt;b&gt;Bestechungstafel&lt;/b&gt; ein: drehe die Hut-Scheibe, dann die Gewand-Scheibe auf den Hofbeamten, auf den du setzt, dann bestätige.</translation>
    </message>
    <message>
        <source>An official reached the pavilion, so every board is set anew: bribe an official again.</source>
        <translation>Ein Hofbeamter hat den Pavillon erreicht, darum wird jede Tafel neu eingestellt: bestich wieder einen Hofbeamten.</translation>
    </message>
    <message>
        <source>Your &lt;b&gt;turn&lt;/b&gt;: slide an official along a corridor. Click an official, then one of the lit squares it can reach.</source>
        <translation>Dein &lt;b&gt;Zug&lt;/b&gt;: schiebe einen Hofbeamten durch einen Gang. Klicke einen Hofbeamten an, dann eines der leuchtenden Felder, die er erreicht.</translation>
    </message>
    <message>
        <source>After each move a &lt;b&gt;fate die&lt;/b&gt; decides whether you may go on. You may move again, or stop with &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation>Nach jedem Zug entscheidet ein &lt;b&gt;Schicksalswürfel&lt;/b&gt;, ob du weitermachen darfst. Du darfst noch einmal ziehen oder mit &lt;b&gt;Zug beenden&lt;/b&gt; aufhören.</translation>
    </message>
    <message>
        <source>That is how a turn goes. Bring an official into the target pavilion: its briber claims a card, and the others believe or doubt the claim. Play on as a normal match, or leave the lesson.</source>
        <translation>So läuft ein Zug. Bring einen Hofbeamten in den Zielpavillon: sein Bestecher fordert eine Karte, und die anderen glauben oder zweifeln. Spiel als normale Partie weiter oder verlasse die Lektion.</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Arkadia&lt;/b&gt;! Together you build a town around the castle. Workers next to a building earn seals when the building is closed in on all sides; your banners turn seals into gold.</source>
        <translation>Willkommen in &lt;b&gt;Arkadia&lt;/b&gt;! Gemeinsam baut ihr eine Stadt rund um die Burg. Arbeiter neben einem Gebäude verdienen Siegel, wenn das Gebäude von allen Seiten umbaut ist; deine Banner lösen Siegel in Gold ein.</translation>
    </message>
    <message>
        <source>Each turn you &lt;b&gt;build&lt;/b&gt; or place workers. To build, click a card of your hand, then a lit square (R turns the building).</source>
        <translation>In jedem Zug &lt;b&gt;baust&lt;/b&gt; du oder setzt Arbeiter ein. Zum Bauen klicke eine Karte deiner Hand an, dann ein leuchtendes Feld (R dreht das Gebäude).</translation>
    </message>
    <message>
        <source>Now &lt;b&gt;refill your hand&lt;/b&gt;: take a card from the display or the pile.</source>
        <translation>Jetzt &lt;b&gt;füllst du deine Hand auf&lt;/b&gt;: nimm eine Karte aus der Auslage oder vom Stapel.</translation>
    </message>
    <message>
        <source>A building is closed in: put a &lt;b&gt;castle piece&lt;/b&gt; on the castle. Its colour changes what the seals are worth.</source>
        <translation>Ein Gebäude ist umbaut: setze einen &lt;b&gt;Burgstein&lt;/b&gt; auf die Burg. Seine Farbe ändert, was die Siegel wert sind.</translation>
    </message>
    <message>
        <source>You could cash seals with a &lt;b&gt;banner&lt;/b&gt; now; keep them for when they are worth more, and &lt;b&gt;end your turn&lt;/b&gt;.</source>
        <translation>Du könntest jetzt mit einem &lt;b&gt;Banner&lt;/b&gt; Siegel einlösen; heb sie auf, bis sie mehr wert sind, und &lt;b&gt;beende deinen Zug&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Instead of building you may put &lt;b&gt;workers&lt;/b&gt; beside a building: click it, mark a lit square, then click &lt;b&gt;Place 1 worker&lt;/b&gt; (the button reads &lt;b&gt;Done with workers&lt;/b&gt; until a square is marked).</source>
        <translation>Statt zu bauen darfst du &lt;b&gt;Arbeiter&lt;/b&gt; neben ein Gebäude setzen: klicke es an, markiere ein leuchtendes Feld, dann klicke &lt;b&gt;1 Arbeiter einsetzen&lt;/b&gt; (bis ein Feld markiert ist, steht auf dem Knopf &lt;b&gt;Fertig mit Arbeitern&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Your new building lets you put &lt;b&gt;workers&lt;/b&gt; beside it. Mark a lit square, then click &lt;b&gt;Place 1 worker&lt;/b&gt; (the button reads &lt;b&gt;Done with workers&lt;/b&gt; until a square is marked).</source>
        <translation>Neben dein neues Gebäude darfst du &lt;b&gt;Arbeiter&lt;/b&gt; setzen. Markiere ein leuchtendes Feld, dann klicke &lt;b&gt;1 Arbeiter einsetzen&lt;/b&gt; (bis ein Feld markiert ist, steht auf dem Knopf &lt;b&gt;Fertig mit Arbeitern&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workers&lt;/b&gt;: a new building lets you put workers beside it. Mark squares, then click the button that counts them (&lt;b&gt;Place 1 worker&lt;/b&gt;, &lt;b&gt;Place 2 workers&lt;/b&gt;).</source>
        <translation>&lt;b&gt;Arbeiter&lt;/b&gt;: neben ein neues Gebäude darfst du Arbeiter setzen. Markiere Felder, dann klicke den Knopf, der sie zählt (&lt;b&gt;1 Arbeiter einsetzen&lt;/b&gt;, &lt;b&gt;2 Arbeiter einsetzen&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>That is a turn of Arkadia. Build so that your workers stand beside buildings the others will close in, and cash seals when the castle makes them dear. Play on as a normal match, or leave the lesson.</source>
        <translation>Das ist ein Zug in Arkadia. Baue so, dass deine Arbeiter neben Gebäuden stehen, die die anderen umbauen werden, und löse Siegel ein, wenn die Burg sie teuer macht. Spiel als normale Partie weiter oder verlasse die Lektion.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Character cards&lt;/b&gt;: each prince takes one. Its number sets the order of the turns and each card has a power (its tooltip says which).</source>
        <translation>&lt;b&gt;Personenkarten&lt;/b&gt;: jeder Fürst nimmt eine. Ihre Zahl bestimmt die Reihenfolge der Züge, und jede Karte hat eine Fähigkeit (ihr Tooltip sagt, welche).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Starting houses&lt;/b&gt;: place four houses in villages, one at a time, for free. Houses on a road open it for travelling later.</source>
        <translation>&lt;b&gt;Starthäuser&lt;/b&gt;: setze vier Häuser kostenlos in Dörfer, eines nach dem anderen. Häuser an einer Straße öffnen sie später zum Reisen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Action disc&lt;/b&gt;: choose two actions in secret (the same one twice is allowed). You play them at your turn; an action left unused costs you 2 gold for every other prince.</source>
        <translation>&lt;b&gt;Aktionsscheibe&lt;/b&gt;: wähle geheim zwei Aktionen (dieselbe zweimal ist erlaubt). Du führst sie in deinem Zug aus; eine ungenutzte Aktion kostet dich 2 Gold für jeden anderen Fürsten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt;: play the actions on your disc in any order; your architect may travel before, between or after them. Then end your turn. The Maharaja&apos;s city is scored after every prince&apos;s turn.</source>
        <translation>&lt;b&gt;Dein Zug&lt;/b&gt;: führe die Aktionen deiner Scheibe in beliebiger Reihenfolge aus; dein Architekt darf davor, dazwischen oder danach reisen. Dann beende deinen Zug. Die Stadt des Maharajas wird gewertet, wenn jeder Fürst am Zug war.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction&lt;/b&gt;: bid gold for the first choice of a character card, or pass.</source>
        <translation>&lt;b&gt;Versteigerung&lt;/b&gt;: biete Gold für die erste Wahl einer Personenkarte, oder passe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bribery board&lt;/b&gt;: set the hat and robe colour of the official you bet on, in secret. When that official reaches the target pavilion, you may claim a card.</source>
        <translation>&lt;b&gt;Bestechungstafel&lt;/b&gt;: stelle geheim die Hut- und Gewandfarbe des Hofbeamten ein, auf den du setzt. Erreicht er den Zielpavillon, darfst du eine Karte fordern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moving&lt;/b&gt;: slide any official along a corridor until you stop it. After each move a fate die decides whether you may go on; End turn stops by choice.</source>
        <translation>&lt;b&gt;Ziehen&lt;/b&gt;: schiebe einen beliebigen Hofbeamten durch einen Gang, bis du ihn anhältst. Nach jedem Zug entscheidet ein Schicksalswürfel, ob du weitermachen darfst; Zug beenden hört freiwillig auf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A claim&lt;/b&gt;: believe it, or doubt it. A doubted honest claim costs you a card; a doubted bluff pays you.</source>
        <translation>&lt;b&gt;Eine Forderung&lt;/b&gt;: glaube ihr oder zweifle sie an. Eine angezweifelte ehrliche Forderung kostet dich eine Karte; ein angezweifelter Bluff bezahlt dich.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dragon&lt;/b&gt;: take a garment card, as the panel offers.</source>
        <translation>&lt;b&gt;Der Drache&lt;/b&gt;: nimm eine Kleiderkarte, wie die Seitenleiste sie anbietet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A penalty&lt;/b&gt;: a card changes hands, as the panel says.</source>
        <translation>&lt;b&gt;Eine Strafe&lt;/b&gt;: eine Karte wechselt den Besitzer, wie die Seitenleiste sagt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A bonus move&lt;/b&gt;: move one more official, or end your turn.</source>
        <translation>&lt;b&gt;Ein Bonuszug&lt;/b&gt;: ziehe noch einen Hofbeamten, oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt;: build (a card of your hand, then a square; R turns it) or place a worker on a free square.</source>
        <translation>&lt;b&gt;Dein Zug&lt;/b&gt;: baue (eine Karte deiner Hand, dann ein Feld; R dreht) oder setze einen Arbeiter auf ein freies Feld.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refill&lt;/b&gt;: take a card from the display or from the pile.</source>
        <translation>&lt;b&gt;Auffüllen&lt;/b&gt;: nimm eine Karte aus der Auslage oder vom Stapel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Castle&lt;/b&gt;: a building was closed in; put a castle piece. The colours on top set what each kind of seal is worth.</source>
        <translation>&lt;b&gt;Burg&lt;/b&gt;: ein Gebäude wurde umbaut; setze einen Burgstein. Die Farben oben bestimmen, was jede Art Siegel wert ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: you may cash seals with a banner now, or end your turn and keep them for later.</source>
        <translation>&lt;b&gt;Banner&lt;/b&gt;: du darfst jetzt mit einem Banner Siegel einlösen, oder deinen Zug beenden und sie für später aufheben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cashing&lt;/b&gt;: choose how many seals of each family to turn into gold at their value now.</source>
        <translation>&lt;b&gt;Einlösen&lt;/b&gt;: wähle, wie viele Siegel jeder Familie du zu ihrem jetzigen Wert in Gold einlöst.</translation>
    </message>
</context>
<context>
    <name>ColourDial</name>
    <message>
        <source>{dial} colour: click a colour, roll the mouse wheel or use the arrow keys</source>
        <extracomment>F-1.4: the five colours a hat or a robe can have, in the engine&apos;s order.</extracomment>
        <translation>Farbe für {dial}: Klicke auf eine Farbe, dreh das Mausrad oder nimm die Pfeiltasten</translation>
    </message>
    <message>
        <source>{dial} colour</source>
        <translation>Farbe für {dial}</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>keine gewählt</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Vermilion</source>
        <extracomment>(name shown in the dialog, colour stored in the seat) — distinct defaults in this order.</extracomment>
        <translation>Zinnober</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
</context>
<context>
    <name>CourtPointing</name>
    <message>
        <source>The {official} official (picked up)</source>
        <translation>Der Hofbeamte mit {official} (aufgenommen)</translation>
    </message>
    <message>
        <source>The {official} official: pick it up to move it</source>
        <translation>Der Hofbeamte mit {official}: aufnehmen, um ihn zu ziehen</translation>
    </message>
    <message>
        <source>Enter the target pavilion</source>
        <translation>In den Zielpavillon ziehen</translation>
    </message>
    <message>
        <source>Move to square {square}</source>
        <translation>Auf Feld {square} ziehen</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Feld {square}</translation>
    </message>
    <message>
        <source>The {official} official</source>
        <translation>Der Hofbeamte mit {official}</translation>
    </message>
</context>
<context>
    <name>DestinationItem</name>
    <message>
        <source>Click to enter the target pavilion</source>
        <translation>Klicken, um in den Zielpavillon zu ziehen</translation>
    </message>
    <message>
        <source>Click to move to {square}</source>
        <translation>Klicken, um nach {square} zu ziehen</translation>
    </message>
</context>
<context>
    <name>DiscPicker</name>
    <message>
        <source>&lt;b&gt;Your secret action disc&lt;/b&gt;</source>
        <extracomment>The least width of a button (a third of the narrowest panel). A disc slot&apos;s side.</extracomment>
        <translation>&lt;b&gt;Deine geheime Aktionsscheibe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click to empty this slot</source>
        <extracomment>Each button&apos;s name on one line (``_fit_names`` breaks the ones too wide for a column).</extracomment>
        <translation>Klicken, um dieses Feld zu leeren</translation>
    </message>
    <message>
        <source>Confirm choice</source>
        <translation>Auswahl bestätigen</translation>
    </message>
    <message>
        <source>Disc slot {n}</source>
        <translation>Feld {n} der Scheibe</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>1st</source>
        <extracomment>The places&apos; words, English (marked for translation; ``place_word`` translates them).</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7.</translation>
    </message>
    <message>
        <source>8th</source>
        <translation>8.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>Save for review…</source>
        <extracomment>The card&apos;s shadow: its room around the card (the drop-shadow blur radius it replaces), its offset below the card, its darkness, and the card&apos;s corner radius. The title, ranking and explanation, painted by the card as one picture. The ranking&apos;s rows of (place, name, score) labels, kept between results.</extracomment>
        <translation>Für den Rückblick speichern…</translation>
    </message>
    <message>
        <source>Keep the whole match, every secret now revealed, to review later</source>
        <translation>Die ganze Partie aufbewahren, jedes Geheimnis jetzt aufgedeckt, um sie später anzusehen</translation>
    </message>
    <message>
        <source>Review the match</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Players: {names}</source>
        <extracomment>What Markdown reads as syntax anywhere in a line: the escape itself, code, emphasis, links and images (their brackets), inline HTML and autolinks, GFM strikethrough. Only these are escaped: escaping every punctuation mark made exports read &quot;(28 points).&quot; in plain text (issue 33). &quot;&amp;amp;&quot; would show as &quot;&amp;&quot;: an ampersand that begins an entity. What only means something at the start of a block: a heading, a quote, a list item, a rule. One line per outcome explanation, the winner&apos;s first; empty while the match runs. Bookmarks and comments by step (1 = the first line), as the review&apos;s log shows them.</extracomment>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The match is not over.</source>
        <translation>Die Partie ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>{name} wins.</source>
        <translation>{name} gewinnt.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML page (*.html)</source>
        <extracomment>File dialog filters, English (marked for translation; the dialogs show them translated).</extracomment>
        <translation>Markdown (*.md);;HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Das Protokoll konnte nicht nach {path} geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Spielbrett als PNG exportieren</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Spielbrett exportieren</translation>
    </message>
    <message>
        <source>The board could not be saved to {path}: {error}</source>
        <translation>Das Spielbrett konnte nicht unter {path} gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityActionPanel</name>
    <message>
        <source>Colour-blind letters (R B G Y K W P O)</source>
        <extracomment>What the buttons and their texts read from the view (the take prompt, the claim to answer).</extracomment>
        <translation>Farbbuchstaben (R B G Y K W P O)</translation>
    </message>
    <message>
        <source>Write a colour&apos;s letter on every hat, robe, card and pavilion</source>
        <translation>Den Buchstaben der Farbe auf jeden Hut, jedes Gewand, jede Karte und jeden Pavillon schreiben</translation>
    </message>
    <message>
        <source>Animate moves and dice</source>
        <translation>Züge und Würfel animieren</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Stop moving; the next player takes over (F-3.4).</source>
        <translation>Nicht weiterziehen; der nächste Spieler ist dran (F-3.4).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; claims the &lt;b&gt;{official}&lt;/b&gt; official. If you doubt and the claim was honest, you give a card; if it was a bluff, you take one and are paid instead.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; beansprucht den Hofbeamten mit &lt;b&gt;{official}&lt;/b&gt;. Zweifelst du und der Anspruch war ehrlich, gibst du eine Karte ab; war es ein Bluff, nimmst du eine und wirst stattdessen belohnt.</translation>
    </message>
    <message>
        <source>Believe</source>
        <translation>Glauben</translation>
    </message>
    <message>
        <source>Doubt!</source>
        <translation>Zweifeln!</translation>
    </message>
    <message>
        <source>Accept the claim</source>
        <translation>Den Anspruch annehmen</translation>
    </message>
    <message>
        <source>Challenge the claim: all boards are revealed</source>
        <translation>Den Anspruch anzweifeln: alle Tafeln werden aufgedeckt</translation>
    </message>
    <message>
        <source>Take the {card} from {name}</source>
        <translation>{card} von {name} nehmen</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Diese Karte nehmen</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityBoard</name>
    <message>
        <source>{official} (secret)</source>
        <extracomment>Trails of last moves kept (oldest dropped first): more than a review drag passes over. Tests switch animations off for the whole class; players use the side-panel checkbox. The target and officials last placed (``_place_officials``). A decision put up for review&apos;s better move (``show_choices``): buttons that take no click.</extracomment>
        <translation>{official} (geheim)</translation>
    </message>
    <message>
        <source>{official} (revealed)</source>
        <translation>{official} (aufgedeckt)</translation>
    </message>
    <message>
        <source>set (secret)</source>
        <translation>gesetzt (geheim)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityPanel</name>
    <message>
        <source>Setting bribery boards</source>
        <extracomment>F-6.8 / F-7.1 and F-6: the Terrace holds 15, all-cards mode starts after 10 (engine constants). The smallest type a long player name is set in before it is cut short (still readable). The panel&apos;s boxes and bands (kept: a reused box compares its brush and pen with these). Scene pixels between two card groups of a hand (room for their captions to grow into). A group is as wide as its caption this many times over: on a 1280x720 laptop the board is drawn at about half its size and the caption lifted to 9 px (``board_text``) about doubles. What each part of the panel reads from the view (more than it needs is harmless: the part is only drawn again more often; less would leave it stale, which test_redraw_cache would see). One group per part of the panel (dice, Terrace, court, players&apos; heading, a row per player), and what it was drawn for (see ``sync``).</extracomment>
        <translation>Bestechungstafeln werden eingestellt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · bonus move</source>
        <translation>{name} ist am Zug · Bonuszug</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · moves made: {n} of {total}</source>
        <translation>{name} ist am Zug · Züge gemacht: {n} von {total}</translation>
    </message>
    <message>
        <source>{die} fate die (after move {n}): last roll {face}</source>
        <translation>Schicksalswürfel „{die}“ (nach Zug {n}): zuletzt {face}</translation>
    </message>
    <message>
        <source>{die} fate die (after move {n})</source>
        <translation>Schicksalswürfel „{die}“ (nach Zug {n})</translation>
    </message>
    <message>
        <source>Pavilion die: the target is {pavilion}</source>
        <translation>Pavillonwürfel: Das Ziel ist {pavilion}</translation>
    </message>
    <message>
        <source>d8 · target</source>
        <translation>W8 · Ziel</translation>
    </message>
    <message>
        <source>Target: pavilion {n}</source>
        <translation>Ziel: Pavillon {n}</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Noch kein Ziel</translation>
    </message>
    <message>
        <source>Last roll: the {die} die showed {face}.</source>
        <translation>Letzter Wurf: Der {die} Würfel zeigte {face}.</translation>
    </message>
    <message>
        <source>Dice: black ends the turn · blank moves again · pavilion: new target · dragon: take a card.</source>
        <translation>Würfel: Schwarz beendet den Zug · leer: nochmals ziehen · Pavillon: neues Ziel · Drache: eine Karte nehmen.</translation>
    </message>
    <message>
        <source>Terrace of banishment</source>
        <translation>Terrasse der Verbannung</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
    <message>
        <source>Banished: the {official} official</source>
        <translation>Verbannt: der Hofbeamte mit {official}</translation>
    </message>
    <message>
        <source>ALL-CARDS MODE</source>
        <translation>ALLE-KARTEN-MODUS</translation>
    </message>
    <message>
        <source>after 10: all cards</source>
        <translation>nach 10: alle Karten</translation>
    </message>
    <message>
        <source>the 15th ends the game</source>
        <translation>der 15. beendet das Spiel</translation>
    </message>
    <message>
        <source>At the pavilion</source>
        <translation>Am Pavillon</translation>
    </message>
    <message>
        <source>No official has reached a pavilion yet. Bring one into the target pavilion; whoever bribed it is paid with a card.</source>
        <translation>Noch hat kein Hofbeamter einen Pavillon erreicht. Bring einen in den Zielpavillon; wer ihn bestochen hat, wird mit einer Karte belohnt.</translation>
    </message>
    <message>
        <source>Boards revealed:</source>
        <translation>Aufgedeckte Tafeln:</translation>
    </message>
    <message>
        <source>{name} had bribed the {official} official</source>
        <translation>{name} hatte den Hofbeamten mit {official} bestochen</translation>
    </message>
    <message>
        <source>Players · cards grouped as they score</source>
        <translation>Spieler · Karten nach Wertungsgruppen</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <source>Your bribery board: the {official} official (secret)</source>
        <translation>Deine Bestechungstafel: der Hofbeamte mit {official} (geheim)</translation>
    </message>
    <message>
        <source>Bribery board: the {official} official (still secret in the match)</source>
        <translation>Bestechungstafel: der Hofbeamte mit {official} (in der Partie noch geheim)</translation>
    </message>
    <message>
        <source>secret board</source>
        <translation>geheime Tafel</translation>
    </message>
    <message>
        <source>Revealed board: {official}</source>
        <translation>Aufgedeckte Tafel: {official}</translation>
    </message>
    <message>
        <source>your board</source>
        <translation>deine Tafel</translation>
    </message>
    <message>
        <source>board revealed</source>
        <translation>Tafel aufgedeckt</translation>
    </message>
    <message>
        <source>board set</source>
        <translation>Tafel gesetzt</translation>
    </message>
    <message>
        <source>no board yet</source>
        <translation>noch keine Tafel</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>noch keine Karten</translation>
    </message>
    <message>
        <source>{group}: {points} points</source>
        <translation>{group}: {points} Punkte</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityTexts</name>
    <message>
        <source>mixed set</source>
        <extracomment>The texts below are English, marked for translation (context &quot;ForbiddenCityTexts&quot;); ``tr`` translates them where they are shown.</extracomment>
        <translation>gemischter Satz</translation>
    </message>
    <message>
        <source>all three</source>
        <translation>alle drei</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>single</source>
        <translation>einzeln</translation>
    </message>
    <message>
        <source>black: the turn is over</source>
        <extracomment>F-5: what a fate die face means, in the words of the prompt.</extracomment>
        <translation>Schwarz: Der Zug ist vorbei</translation>
    </message>
    <message>
        <source>blank: move again</source>
        <translation>leer: nochmals ziehen</translation>
    </message>
    <message>
        <source>pavilion: the d8 rolled a new target</source>
        <translation>Pavillon: Der W8 hat ein neues Ziel gewürfelt</translation>
    </message>
    <message>
        <source>dragon: take a card from another player</source>
        <translation>Drache: Nimm eine Karte von einem anderen Spieler</translation>
    </message>
    <message>
        <source>{P} held no card, so there was no claim: the boards alone decide who is paid.</source>
        <translation>{P} hatte keine Karte, also gab es keinen Anspruch: Allein die Tafeln entscheiden, wer belohnt wird.</translation>
    </message>
    <message>
        <source>An honest claim that nobody doubted: the normal award.</source>
        <translation>Ein ehrlicher Anspruch, den niemand anzweifelte: die normale Belohnung.</translation>
    </message>
    <message>
        <source>A bluff that nobody doubted: {P} is paid anyway and gets a bonus move.</source>
        <translation>Ein Bluff, den niemand anzweifelte: {P} wird trotzdem belohnt und erhält einen Bonuszug.</translation>
    </message>
    <message>
        <source>{D} doubted an honest claim: {P} takes a card from {D}, then the normal award.</source>
        <translation>{D} zweifelte einen ehrlichen Anspruch an: {P} nimmt {D} eine Karte ab, dann die normale Belohnung.</translation>
    </message>
    <message>
        <source>{D} caught the bluff: {D} takes a card from {P} and is paid instead.</source>
        <translation>{D} hat den Bluff durchschaut: {D} nimmt {P} eine Karte ab und wird stattdessen belohnt.</translation>
    </message>
    <message>
        <source>A bluff that nobody doubted: {P} is paid anyway.</source>
        <extracomment>Case B without its bonus move: the last banishment ends the game (F-7.1).</extracomment>
        <translation>Ein Bluff, den niemand anzweifelte: {P} wird trotzdem belohnt.</translation>
    </message>
    <message>
        <source>{D} doubted an honest claim but holds no card: {P} takes none, then the normal award.</source>
        <extracomment>Case C with a doubter who holds no card: no penalty is paid (F-6.4, &quot;none if D has none&quot;), which &quot;takes a card from&quot; said it was (issue 33).</extracomment>
        <translation>{D} zweifelte einen ehrlichen Anspruch an, hat aber keine Karte: {P} nimmt keine, dann die normale Belohnung.</translation>
    </message>
    <message>
        <source>nobody</source>
        <extracomment>Words of game data as each language says them: a refresh asks for a hundred (every die, card and official named in the panel&apos;s texts and tooltips), always the same twenty or so.</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{hat} hat, {robe} robe</source>
        <translation>Hut in {hat}, Gewand in {robe}</translation>
    </message>
    <message>
        <source>{colour} {garment}</source>
        <translation>{garment} in {colour}</translation>
    </message>
    <message>
        <source>no pavilion yet</source>
        <translation>noch kein Pavillon</translation>
    </message>
    <message>
        <source>the {colour} pavilion ({n})</source>
        <translation>der Pavillon in {colour} ({n})</translation>
    </message>
    <message>
        <source>{meaning} — {pavilion}; move again</source>
        <translation>{meaning} — {pavilion}; nochmals ziehen</translation>
    </message>
    <message>
        <source>dragon: a card was taken (if anyone had one); move again</source>
        <translation>Drache: Eine Karte wurde genommen (falls jemand eine hatte); nochmals ziehen</translation>
    </message>
    <message>
        <source>The {die} die shows {meaning}.</source>
        <translation>Der {die} Würfel zeigt {meaning}.</translation>
    </message>
    <message>
        <source>The game is over: the highest score wins, more cards break a tie.</source>
        <translation>Das Spiel ist zu Ende: Die höchste Punktzahl gewinnt, bei Gleichstand entscheiden mehr Karten.</translation>
    </message>
    <message>
        <source>Your bribery board is waiting for you.</source>
        <translation>Deine Bestechungstafel wartet auf dich.</translation>
    </message>
    <message>
        <source>The players are setting their bribery boards in secret.</source>
        <translation>Die Spieler stellen ihre Bestechungstafeln geheim ein.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Warten auf {names}.</translation>
    </message>
    <message>
        <source>Bribe an official in secret: turn the hat dial and the robe dial to its colours in the side panel, then confirm.</source>
        <translation>Besteche einen Hofbeamten geheim: Drehe in der Seitenleiste die Hut- und die Gewandscheibe auf seine Farben, dann bestätige.</translation>
    </message>
    <message>
        <source>{name} claims the {official} official as theirs: believe or doubt?</source>
        <translation>{name} beansprucht den Hofbeamten mit {official} für sich: glauben oder zweifeln?</translation>
    </message>
    <message>
        <source>Bonus move for the believed bluff:</source>
        <translation>Bonuszug für den geglaubten Bluff:</translation>
    </message>
    <message>
        <source>Move {n} of {total}:</source>
        <translation>Zug {n} von {total}:</translation>
    </message>
    <message>
        <source>click a lit square to move the {official} official (hover shows its path); click it again to choose another.</source>
        <translation>Klicke auf ein leuchtendes Feld, um den Hofbeamten mit {official} zu ziehen (Überfahren zeigt seinen Weg); klicke ihn erneut, um einen anderen zu wählen.</translation>
    </message>
    <message>
        <source>click an official to slide it (then the {die} die is rolled), or end your turn.</source>
        <translation>Klicke auf einen Hofbeamten, um ihn zu schieben (danach wird der {die} Würfel geworfen), oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>click an official to slide it (then the {die} die is rolled).</source>
        <translation>Klicke auf einen Hofbeamten, um ihn zu schieben (danach wird der {die} Würfel geworfen).</translation>
    </message>
    <message>
        <source>click an official to slide it, or end your turn.</source>
        <translation>Klicke auf einen Hofbeamten, um ihn zu schieben, oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>click an official to slide it.</source>
        <translation>Klicke auf einen Hofbeamten, um ihn zu schieben.</translation>
    </message>
    <message>
        <source>Dragon: take one card of your choice from another player (side panel).</source>
        <extracomment>What the taking player is told, by phase: (in the prompt, which points at the side panel; in the side panel itself). English, marked for translation.</extracomment>
        <translation>Drache: Nimm eine Karte deiner Wahl von einem anderen Spieler (Seitenleiste).</translation>
    </message>
    <message>
        <source>Dragon: take one card of your choice from another player.</source>
        <translation>Drache: Nimm eine Karte deiner Wahl von einem anderen Spieler.</translation>
    </message>
    <message>
        <source>Penalty: take one card of your choice from {name} (side panel).</source>
        <translation>Strafe: Nimm eine Karte deiner Wahl von {name} (Seitenleiste).</translation>
    </message>
    <message>
        <source>Penalty: take one card of your choice from {name}.</source>
        <translation>Strafe: Nimm eine Karte deiner Wahl von {name}.</translation>
    </message>
    <message>
        <source>The pavilion is empty: take one {colour} card of your choice from another player (side panel).</source>
        <translation>Der Pavillon ist leer: Nimm eine Karte in {colour} deiner Wahl von einem anderen Spieler (Seitenleiste).</translation>
    </message>
    <message>
        <source>The pavilion is empty: take one {colour} card of your choice from another player.</source>
        <translation>Der Pavillon ist leer: Nimm eine Karte in {colour} deiner Wahl von einem anderen Spieler.</translation>
    </message>
    <message>
        <source>Take one card of your choice (side panel).</source>
        <translation>Nimm eine Karte deiner Wahl (Seitenleiste).</translation>
    </message>
    <message>
        <source>Take one card of your choice.</source>
        <translation>Nimm eine Karte deiner Wahl.</translation>
    </message>
    <message>
        <source>{name} brought the {official} official into {pavilion}.</source>
        <translation>{name} hat den Hofbeamten mit {official} in {pavilion} gebracht.</translation>
    </message>
    <message>
        <source>{name} claims it.</source>
        <translation>{name} beansprucht ihn.</translation>
    </message>
    <message>
        <source>{name} holds no card: no claim.</source>
        <translation>{name} hat keine Karte: kein Anspruch.</translation>
    </message>
    <message>
        <source>{name} believes.</source>
        <translation>{name} glaubt.</translation>
    </message>
    <message>
        <source>{name} doubts.</source>
        <translation>{name} zweifelt.</translation>
    </message>
    <message>
        <source>Now {name} answers…</source>
        <translation>Jetzt antwortet {name}…</translation>
    </message>
    <message>
        <source>the mover</source>
        <translation>der Ziehende</translation>
    </message>
    <message>
        <source>Last pavilion: {name} brought the {official} official into {pavilion}.</source>
        <translation>Letzter Pavillon: {name} hat den Hofbeamten mit {official} in {pavilion} gebracht.</translation>
    </message>
    <message>
        <source>Last pavilion: the {official} official.</source>
        <translation>Letzter Pavillon: der Hofbeamte mit {official}.</translation>
    </message>
    <message>
        <source>{name} believed.</source>
        <translation>{name} glaubte.</translation>
    </message>
    <message>
        <source>{name} doubted.</source>
        <translation>{name} zweifelte.</translation>
    </message>
    <message>
        <source>a doubter</source>
        <translation>ein Zweifler</translation>
    </message>
    <message>
        <source>Nobody was paid: no card changed hands.</source>
        <translation>Niemand wurde belohnt: keine Karte hat den Besitzer gewechselt.</translation>
    </message>
    <message>
        <source>{name} now picks the penalty card.</source>
        <translation>{name} wählt jetzt die Strafkarte.</translation>
    </message>
    <message>
        <source>{name} now picks a card of the pavilion&apos;s colour.</source>
        <translation>{name} wählt jetzt eine Karte in der Farbe des Pavillons.</translation>
    </message>
    <message>
        <source>Case {case}: {text}</source>
        <translation>Fall {case}: {text}</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} erhält {cards}.</translation>
    </message>
    <message>
        <source>{n} point</source>
        <translation>{n} Punkt</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} Punkte</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} Karte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} Pkt.</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} Pkt.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Send your architect along the roads of Rajasthan and build palaces where the Maharaja goes next.</source>
        <extracomment>English, marked for translation (``QT_TRANSLATE_NOOP`` in context &quot;GameCard&quot;): the catalogue is built at import, before any translator is installed, so cards translate it. (fewest, most) players: the card says it before the rules load (a test holds it to the rules&apos; own ``min_players``/``max_players``).</extracomment>
        <translation>Schick deinen Architekten über die Straßen Rajasthans und baue Paläste dort, wohin der Maharaja als Nächstes zieht.</translation>
    </message>
    <message>
        <source>Bribe an official in secret, slide officials through the palace maze and bluff for garments.</source>
        <translation>Besteche geheim einen Hofbeamten, schiebe Hofbeamte durch das Palastlabyrinth und bluffe um Kleiderkarten.</translation>
    </message>
    <message>
        <source>Raise a castle with your builders, collect seals and cash in your banners at the right time.</source>
        <translation>Baue mit deinen Baumeistern eine Burg, sammle Siegel und löse deine Banner zur rechten Zeit ein.</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <source>Pass the screen to {name}</source>
        <extracomment>A private view was drawn for ``unlocked`` since they took the screen. Preferences &gt; hand-over screen: off, the screen passes on without a cover (people who do not mind seeing each other&apos;s secrets chose so).</extracomment>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <source>Everything is hidden until {name} is ready, so nobody else sees their secrets.</source>
        <translation>Alles bleibt verdeckt, bis {name} bereit ist, damit niemand sonst die Geheimnisse sieht.</translation>
    </message>
    <message>
        <source>I am {name} — show my view</source>
        <translation>Ich bin {name} — meine Ansicht zeigen</translation>
    </message>
    <message>
        <source>Since then:</source>
        <translation>Seitdem:</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hint</source>
        <extracomment>The level whose choice a hint shows: the strongest that answers within a move&apos;s wait (expert thinks twice as long). Of the level&apos;s move budget, what is left for the line saying why (measured at most 17 ms, a five-prince Maharaja match on a busy machine): the whole hint stays within the budget. How long the line saying why stays over the board (it goes sooner with the position). The key that asks for a hint (no other shortcut of the match screen uses it). Controls closed while their bot still thinks: kept until the (ignored) answer arrives. (ticket, action or None, why-line or None, error text), from the worker thread. A hint was drawn: the line said with it (tests, the status bar). The bot&apos;s thinking time in seconds; None: the level&apos;s own move budget (tests set less).</extracomment>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>What the computer would do in your place, knowing what you know (H)</source>
        <translation>Was der Computer an deiner Stelle täte, mit dem, was du weißt (H)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <source>No hint: {error}</source>
        <translation>Kein Hinweis: {error}</translation>
    </message>
    <message>
        <source>Hint: {line}</source>
        <translation>Hinweis: {line}</translation>
    </message>
</context>
<context>
    <name>HostMatchDialog</name>
    <message>
        <source>Open for the network</source>
        <extracomment>English, marked for translation (context &quot;HostMatchDialog&quot;); the dialog shows them translated.</extracomment>
        <translation>Offen für das Netzwerk</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>their own name</source>
        <translation>der eigene Name</translation>
    </message>
    <message>
        <source>after 30 seconds</source>
        <extracomment>How long a player whose connection is lost is waited for before the computer plays their seat (until they come back; docs/protocol.md section 9); None: the match waits for them.</extracomment>
        <translation>nach 30 Sekunden</translation>
    </message>
    <message>
        <source>after 1 minute</source>
        <translation>nach 1 Minute</translation>
    </message>
    <message>
        <source>after 3 minutes</source>
        <translation>nach 3 Minuten</translation>
    </message>
    <message>
        <source>never (the match waits)</source>
        <translation>nie (die Partie wartet)</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <extracomment>A short Wi-Fi gap costs nobody their seat, a closed laptop does not stop the table for long.</extracomment>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>Host a LAN match</source>
        <translation>Eine LAN-Partie ausrichten</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Wartebereich öffnen</translation>
    </message>
    <message>
        <source>Allow spectators (anyone with the code may watch, never play)</source>
        <translation>Zuschauer erlauben (jeder mit dem Code darf zusehen, aber nie mitspielen)</translation>
    </message>
    <message>
        <source>Allow hints for everyone (each asks their own computer, from their own view)</source>
        <translation>Hinweise für alle erlauben (jeder fragt seinen eigenen Computer, aus seiner eigenen Sicht)</translation>
    </message>
    <message>
        <source>If a player&apos;s connection is lost, the computer plays for them</source>
        <translation>Verliert jemand die Verbindung, spielt der Computer für ihn</translation>
    </message>
    <message>
        <source>Until they come back: their seat is theirs again the moment they reconnect</source>
        <translation>Bis er zurückkommt: sobald er wieder verbunden ist, gehört ihm sein Platz wieder</translation>
    </message>
    <message>
        <source>Every screen shows this seat in this colour.</source>
        <translation>Jeder Bildschirm zeigt diesen Platz in dieser Farbe.</translation>
    </message>
    <message>
        <source>Open at least one seat for the network — a match with nobody joining is an ordinary New match.</source>
        <translation>Öffne mindestens einen Platz für das Netzwerk — eine Partie, der niemand beitritt, ist eine gewöhnliche neue Partie.</translation>
    </message>
    <message>
        <source>Nobody plays at this computer: you will watch the match here as a spectator, so spectators are allowed.</source>
        <translation>An diesem Computer spielt niemand: Du siehst der Partie hier als Zuschauer zu, daher sind Zuschauer erlaubt.</translation>
    </message>
    <message>
        <source>Friends join from their own computers with the code the lobby shows; you start once every open seat is taken.</source>
        <translation>Freunde treten von ihren eigenen Computern aus mit dem Code bei, den der Wartebereich zeigt; du startest, sobald jeder offene Platz besetzt ist.</translation>
    </message>
    <message>
        <source>Cannot host the match</source>
        <translation>Die Partie kann nicht ausgerichtet werden</translation>
    </message>
    <message>
        <source>The match could not be opened to the network: {error}</source>
        <translation>Die Partie konnte nicht für das Netzwerk geöffnet werden: {error}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>an IPv6 address is typed as [address]:port</source>
        <translation>eine IPv6-Adresse wird als [Adresse]:Port eingegeben</translation>
    </message>
    <message>
        <source>type the address with its port, as the host&apos;s lobby shows it: address:port</source>
        <translation>gib die Adresse mit ihrem Port ein, wie sie der Wartebereich des Gastgebers zeigt: Adresse:Port</translation>
    </message>
    <message>
        <source>{port} is not a port (a number from 1 to 65535)</source>
        <translation>{port} ist kein Port (eine Zahl von 1 bis 65535)</translation>
    </message>
    <message>
        <source>full</source>
        <extracomment>Pixels inside a heard match&apos;s item, left and right of its words, and above and below them.</extracomment>
        <translation>voll</translation>
    </message>
    <message>
        <source>{free} of {seats} seats free</source>
        <translation>{free} von {seats} Plätzen frei</translation>
    </message>
    <message>
        <source>{game} — hosted by {host} — {seats}
{address}</source>
        <translation>{game} — ausgerichtet von {host} — {seats}
{address}</translation>
    </message>
    <message>
        <source>WARNING — this is not the host the code belongs to. The computer at {address} showed a security certificate that the join code does not name. Someone on the network may be posing as the host to watch your game or cheat, or the host&apos;s Three Palaces was reinstalled or moved to another computer (which gives it a new certificate). Nothing was sent to it. Do not go on: ask the host for the code their lobby shows now, and check the address.</source>
        <translation>WARNUNG — das ist nicht der Gastgeber, zu dem der Code gehört. Der Computer unter {address} hat ein Sicherheitszertifikat gezeigt, das der Beitrittscode nicht nennt. Jemand im Netzwerk gibt sich vielleicht als Gastgeber aus, um dein Spiel zu beobachten oder zu betrügen, oder Drei Paläste wurde beim Gastgeber neu installiert oder auf einen anderen Computer umgezogen (was ein neues Zertifikat ergibt). Es wurde nichts dorthin gesendet. Mach nicht weiter: Frag den Gastgeber nach dem Code, den sein Wartebereich jetzt zeigt, und prüfe die Adresse.</translation>
    </message>
    <message>
        <source>The host did not accept that code. Check it against the code in the host&apos;s lobby.</source>
        <extracomment>What each refusal means for the person joining (``{address}`` and ``{reason}`` are filled in); English, marked for translation (``refusal_text`` translates them in context &quot;JoinDialog&quot;).</extracomment>
        <translation>Der Gastgeber hat diesen Code nicht angenommen. Vergleiche ihn mit dem Code im Wartebereich des Gastgebers.</translation>
    </message>
    <message>
        <source>This match is full: every seat open for the network is taken.</source>
        <translation>Diese Partie ist voll: Jeder Platz für das Netzwerk ist besetzt.</translation>
    </message>
    <message>
        <source>Someone took that seat a moment ago. Here are the seats as they are now.</source>
        <translation>Jemand hat diesen Platz gerade eben genommen. Hier sind die Plätze, wie sie jetzt sind.</translation>
    </message>
    <message>
        <source>That seat is not open for the network. Pick another.</source>
        <translation>Dieser Platz ist nicht für das Netzwerk offen. Wähle einen anderen.</translation>
    </message>
    <message>
        <source>The host does not allow spectators in this match.</source>
        <translation>Der Gastgeber erlaubt in dieser Partie keine Zuschauer.</translation>
    </message>
    <message>
        <source>The host removed you from this match.</source>
        <translation>Der Gastgeber hat dich aus dieser Partie entfernt.</translation>
    </message>
    <message>
        <source>That host now runs another match. Ask for the code its lobby shows now.</source>
        <translation>Dieser Gastgeber richtet jetzt eine andere Partie aus. Frag nach dem Code, den sein Wartebereich jetzt zeigt.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried from this computer. Wait a minute, then try again.</source>
        <translation>Von diesem Computer wurden zu viele falsche Codes versucht. Warte eine Minute und versuch es dann erneut.</translation>
    </message>
    <message>
        <source>Nobody answered at {address}. Check the address, and that the host&apos;s lobby is still open.</source>
        <translation>Unter {address} hat niemand geantwortet. Prüfe die Adresse und ob der Wartebereich des Gastgebers noch offen ist.</translation>
    </message>
    <message>
        <source>Could not join: {reason}</source>
        <translation>Beitritt nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>that address</source>
        <translation>diese Adresse</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Your seat {n} in {game} — take it back
{address}</source>
        <translation>Dein Platz {n} in {game} — zurücknehmen
{address}</translation>
    </message>
    <message>
        <source>A LAN setting was ignored: {error}.</source>
        <extracomment>The name last used to take a seat on the LAN (the join dialog offers it again). Characters a name may have here (the host caps names too).</extracomment>
        <translation>Eine LAN-Einstellung wurde übergangen: {error}.</translation>
    </message>
    <message>
        <source>Join a LAN match</source>
        <extracomment>The seat being taken back (``held_seats``), while its client resumes it.</extracomment>
        <translation>Einer LAN-Partie beitreten</translation>
    </message>
    <message>
        <source>Cannot listen for matches here ({error}). Type the address below.</source>
        <translation>Hier kann nicht nach Partien gelauscht werden ({error}). Gib unten die Adresse ein.</translation>
    </message>
    <message>
        <source>1. The match</source>
        <extracomment>Hosts of the seats kept here that answer a probe.</extracomment>
        <translation>1. Die Partie</translation>
    </message>
    <message>
        <source>Looking for matches on the network…</source>
        <translation>Suche nach Partien im Netzwerk…</translation>
    </message>
    <message>
        <source>address:port, as the host&apos;s lobby shows it</source>
        <translation>Adresse:Port, wie sie der Wartebereich des Gastgebers zeigt</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>2. The code</source>
        <translation>2. Der Code</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows it: 18 letters and digits.</source>
        <translation>Der Wartebereich des Gastgebers zeigt ihn: 18 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>so sehen dich die anderen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Click to take your seat back</source>
        <translation>Klicken, um deinen Platz zurückzunehmen</translation>
    </message>
    <message>
        <source>Matches appear here within a few seconds; if yours does not, type its address.</source>
        <translation>Partien erscheinen hier nach ein paar Sekunden; erscheint deine nicht, gib ihre Adresse ein.</translation>
    </message>
    <message>
        <source>Pick a match, or type an address.</source>
        <translation>Wähle eine Partie oder gib eine Adresse ein.</translation>
    </message>
    <message>
        <source>Host address: {error}.</source>
        <translation>Adresse des Gastgebers: {error}.</translation>
    </message>
    <message>
        <source>Code: {error}.</source>
        <translation>Code: {error}.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>watching</source>
        <extracomment>A seat&apos;s kind in a plan besides the computer levels. How often the lobby state is compared with the last one announced. Where the beacon&apos;s host name comes from when nobody at this computer has a seat. Every player may ask their own computer for hints (off unless the host allows it). Seconds a person&apos;s link may be lost during play before the computer plays their seat until they come back (None: the match waits for them). This computer&apos;s seats&apos; tokens from before (``resume``): they are taken back, not joined. The screen&apos;s table, made once every client here has joined and heard its snapshot.</extracomment>
        <translation>als Zuschauer</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>This computer could not take its place ({who}): {reason} [{code}]</source>
        <translation>Dieser Computer konnte seinen Platz nicht einnehmen ({who}): {reason} [{code}]</translation>
    </message>
</context>
<context>
    <name>LanPanels</name>
    <message>
        <source>connected</source>
        <extracomment>How the player cards name a seat&apos;s connection, after &quot;to move · you&quot;: one short word, since a longer badge (&quot;to move · you · reconnecting…&quot;) widened every card past the side column at 1280x720 and pushed the badges out of sight. The banner says the rest for this screen&apos;s link.</extracomment>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gegangen</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>LinkBanner</name>
    <message>
        <source>Stop reconnecting and leave; your seat stays yours at the host</source>
        <translation>Nicht mehr neu verbinden und gehen; dein Platz beim Gastgeber bleibt dir</translation>
    </message>
    <message>
        <source>Stop trying</source>
        <extracomment>Counts the seconds to the next try down while the link is lost.</extracomment>
        <translation>Nicht mehr versuchen</translation>
    </message>
    <message>
        <source>Disconnected from the host. Your seat stays yours if you join again.</source>
        <translation>Vom Gastgeber getrennt. Dein Platz bleibt dir, wenn du wieder beitrittst.</translation>
    </message>
    <message>
        <source>Close the match</source>
        <translation>Partie schließen</translation>
    </message>
    <message>
        <source>Connection lost — trying to reach the host now… Your moves wait for it.</source>
        <translation>Verbindung verloren — der Gastgeber wird gerade wieder gesucht… Deine Züge warten darauf.</translation>
    </message>
    <message>
        <source>Connection lost — trying again in {seconds} s… Your moves wait for it.</source>
        <translation>Verbindung verloren — neuer Versuch in {seconds} s… Deine Züge warten darauf.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Waiting for a player…</source>
        <extracomment>A seat&apos;s status in the lobby, English (marked for translation; the lobby shows it translated).</extracomment>
        <translation>Warte auf einen Spieler…</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <source>Joined — connection lost, may come back</source>
        <translation>Beigetreten — Verbindung verloren, kommt vielleicht zurück</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Tritt bei…</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Pixels a seat&apos;s name is given at the least (longer names end in &quot;…&quot;, whole in the tool tip).</extracomment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Send this player away; the seat is open again</source>
        <translation>Diesen Spieler wegschicken; der Platz ist wieder offen</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Hosting {game} on the LAN</source>
        <translation>{game} im LAN ausrichten</translation>
    </message>
    <message>
        <source>{game} — lobby</source>
        <translation>{game} — Wartebereich</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>Put the join code on the clipboard, to paste into a message</source>
        <translation>Den Beitrittscode in die Zwischenablage legen, um ihn in eine Nachricht einzufügen</translation>
    </message>
    <message>
        <source>Friends choose “Join a LAN match”, pick this match from the list (or type an address below) and type this code.</source>
        <translation>Freunde wählen „Einer LAN-Partie beitreten“, suchen diese Partie in der Liste aus (oder geben unten eine Adresse ein) und tippen diesen Code ein.</translation>
    </message>
    <message>
        <source>Address to type</source>
        <translation>Einzugebende Adresse</translation>
    </message>
    <message>
        <source>Who is playing</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Nicht mehr ausrichten</translation>
    </message>
    <message>
        <source>Close the match; everyone who joined is sent away</source>
        <translation>Die Partie schließen; alle Beigetretenen werden weggeschickt</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Only programs on this computer can join: the host listens on loopback.</source>
        <translation>Nur Programme auf diesem Computer können beitreten: Der Gastgeber lauscht nur lokal (Loopback).</translation>
    </message>
    <message>
        <source>This computer has no network address: is it connected to the LAN?</source>
        <translation>Dieser Computer hat keine Netzwerkadresse: Ist er mit dem LAN verbunden?</translation>
    </message>
    <message>
        <source>Only needed when the match does not appear in a friend&apos;s list.</source>
        <translation>Nur nötig, wenn die Partie nicht in der Liste eines Freundes erscheint.</translation>
    </message>
    <message>
        <source>The match is not announced on the network ({error}).</source>
        <translation>Die Partie wird im Netzwerk nicht angekündigt ({error}).</translation>
    </message>
    <message>
        <source>Waiting for 1 more player.</source>
        <translation>Warte auf 1 weiteren Spieler.</translation>
    </message>
    <message>
        <source>Waiting for {n} more players.</source>
        <translation>Warte auf {n} weitere Spieler.</translation>
    </message>
    <message>
        <source>Everyone is here. Start when you are ready.</source>
        <translation>Alle sind da. Starte, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>Spectators may watch. You watch this match from this computer.</source>
        <translation>Zuschauer dürfen zusehen. Du siehst dieser Partie von diesem Computer aus zu.</translation>
    </message>
    <message>
        <source>Spectators may watch (they see what everyone sees, never a hand).</source>
        <translation>Zuschauer dürfen zusehen (sie sehen, was alle sehen, nie eine Hand).</translation>
    </message>
    <message>
        <source>No spectators.</source>
        <translation>Keine Zuschauer.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopiert.</translation>
    </message>
    <message>
        <source>Send {name} away? Seat {n} will be open again.</source>
        <translation>{name} wegschicken? Platz {n} ist dann wieder offen.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>{names} is connected. Stop hosting and send them away?</source>
        <translation>{names} ist verbunden. Nicht mehr ausrichten und wegschicken?</translation>
    </message>
    <message>
        <source>{names} are connected. Stop hosting and send them away?</source>
        <translation>{names} sind verbunden. Nicht mehr ausrichten und alle wegschicken?</translation>
    </message>
    <message>
        <source>Stop hosting?</source>
        <translation>Nicht mehr ausrichten?</translation>
    </message>
</context>
<context>
    <name>LocalTable</name>
    <message>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <extracomment>The Session&apos;s reasons for refusing an undo (``Session.undo_refusal``: plain English clauses), marked for translation; ``tests/ui/test_i18n_undo.py`` checks that every one is listed.</extracomment>
        <translation>du siehst dir einen früheren Schritt an; geh zuerst zum neuesten Schritt</translation>
    </message>
    <message>
        <source>there is nothing of yours to take back</source>
        <translation>es gibt nichts von dir zurückzunehmen</translation>
    </message>
    <message>
        <source>chance has decided something since (a draw or a roll cannot be taken back)</source>
        <translation>der Zufall hat seitdem etwas entschieden (ein Ziehen oder Würfeln kann nicht zurückgenommen werden)</translation>
    </message>
    <message>
        <source>another player has acted since</source>
        <translation>ein anderer Spieler hat seitdem gehandelt</translation>
    </message>
    <message>
        <source>that action ended the match (the final scoring has been shown)</source>
        <translation>diese Aktion hat die Partie beendet (die Schlusswertung wurde gezeigt)</translation>
    </message>
    <message>
        <source>that action revealed hidden information</source>
        <translation>diese Aktion hat Verborgenes aufgedeckt</translation>
    </message>
    <message>
        <source>there is nothing to take back</source>
        <extracomment>Undo on a shared screen asked the person whose action it takes back (``ask_owner``).</extracomment>
        <translation>es gibt nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}.</source>
        <translation>Rückgängig nicht möglich: {reason}.</translation>
    </message>
    <message>
        <source>Took back {name}&apos;s last action.</source>
        <translation>Die letzte Aktion von {name} wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>{name} is asked to take back their last action.</source>
        <translation>{name} wird gefragt, ob die letzte Aktion zurückgenommen werden soll.</translation>
    </message>
    <message>
        <source>{name} keeps their action.</source>
        <translation>{name} behält die Aktion.</translation>
    </message>
    <message>
        <source>Play resumes from this step; the later steps were dropped.</source>
        <translation>Das Spiel geht ab diesem Schritt weiter; die späteren Schritte wurden verworfen.</translation>
    </message>
</context>
<context>
    <name>MaharajaActions</name>
    <message>
        <source>Take gold</source>
        <translation>Gold nehmen</translation>
    </message>
    <message>
        <source>Build house</source>
        <translation>Haus bauen</translation>
    </message>
    <message>
        <source>Two houses</source>
        <translation>Zwei Häuser</translation>
    </message>
    <message>
        <source>Move house</source>
        <translation>Haus versetzen</translation>
    </message>
    <message>
        <source>Take houses</source>
        <translation>Häuser nehmen</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>Palast</translation>
    </message>
    <message>
        <source>Palace + house</source>
        <translation>Palast + Haus</translation>
    </message>
    <message>
        <source>Move shield</source>
        <translation>Wappen versetzen</translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation>Karte tauschen</translation>
    </message>
    <message>
        <source>Take 2 gold from the bank.</source>
        <extracomment>One line each: what the action does (tooltips), in the players&apos; words.</extracomment>
        <translation>Nimm 2 Gold aus der Bank.</translation>
    </message>
    <message>
        <source>Pay 1 gold: put a house from your supply on a village with room, or in the city where your architect stands.</source>
        <translation>Zahle 1 Gold: Setze ein Haus aus deinem Vorrat in ein Dorf mit Platz oder in die Stadt, in der dein Architekt steht.</translation>
    </message>
    <message>
        <source>Pay 2 gold: one house in your architect&apos;s city and one on a village.</source>
        <translation>Zahle 2 Gold: ein Haus in der Stadt deines Architekten und eines in einem Dorf.</translation>
    </message>
    <message>
        <source>Move one of your houses to a village with room or to your architect&apos;s city.</source>
        <translation>Versetze eines deiner Häuser in ein Dorf mit Platz oder in die Stadt deines Architekten.</translation>
    </message>
    <message>
        <source>Take 2 houses from the quarry into your supply.</source>
        <translation>Nimm 2 Häuser aus dem Steinbruch in deinen Vorrat.</translation>
    </message>
    <message>
        <source>Pay 12 gold (9 for the Master Builder): a palace in your architect&apos;s city.</source>
        <translation>Zahle 12 Gold (9 für den Baumeister): ein Palast in der Stadt deines Architekten.</translation>
    </message>
    <message>
        <source>Pay the palace price + 1: a palace in your architect&apos;s city and a house.</source>
        <translation>Zahle den Palastpreis + 1: ein Palast in der Stadt deines Architekten und ein Haus.</translation>
    </message>
    <message>
        <source>Move a city&apos;s shield 1 or 2 places along the track: the Maharaja visits it sooner or later.</source>
        <translation>Versetze das Wappen einer Stadt um 1 oder 2 Felder auf der Leiste: Der Maharaja besucht sie früher oder später.</translation>
    </message>
    <message>
        <source>Exchange your character card for another one.</source>
        <translation>Tausche deine Personenkarte gegen eine andere.</translation>
    </message>
    <message>
        <source>Wins every tie, in scorings and at the end of the game, and moves first.</source>
        <extracomment>What each character card lets its holder do, in the players&apos; words (rules M-6).</extracomment>
        <translation>Gewinnt jeden Gleichstand, bei Wertungen und am Spielende, und zieht als Erster.</translation>
    </message>
    <message>
        <source>Receives 1 gold at the start of each of his turns.</source>
        <translation>Erhält zu Beginn jedes seiner Züge 1 Gold.</translation>
    </message>
    <message>
        <source>His palaces on outer sites count 2 points instead of 1 in a scoring.</source>
        <translation>Seine Paläste auf äußeren Feldern zählen bei einer Wertung 2 Punkte statt 1.</translation>
    </message>
    <message>
        <source>Travels for free: the bank pays his fares.</source>
        <translation>Reist kostenlos: Die Bank zahlt seine Reisekosten.</translation>
    </message>
    <message>
        <source>Once per turn, either builds one house for free or moves one of his houses for free.</source>
        <translation>Baut einmal pro Zug entweder ein Haus kostenlos oder versetzt eines seiner Häuser kostenlos.</translation>
    </message>
    <message>
        <source>Palaces cost him 9 gold instead of 12.</source>
        <translation>Paläste kosten ihn 9 Gold statt 12.</translation>
    </message>
    <message>
        <source>Professional variants only: may take an action chip once per turn; moves last.</source>
        <translation>Nur in den Profiversionen: darf einmal pro Zug einen Aktionschip nehmen; zieht als Letzter.</translation>
    </message>
    <message>
        <source>Card {n} · {name}</source>
        <translation>Karte {n} · {name}</translation>
    </message>
    <message>
        <source>Palace+house</source>
        <translation>Palast+Haus</translation>
    </message>
</context>
<context>
    <name>MaharajaBoard</name>
    <message>
        <source>Place a starting house in {place}</source>
        <extracomment>What a click on a place does, by mode (``{place}``: the city or village), English and marked for translation; ``_HOVER_FINAL``: the second click of a two-place mode.</extracomment>
        <translation>Ein Starthaus in {place} setzen</translation>
    </message>
    <message>
        <source>Build a house in {place}</source>
        <translation>Ein Haus in {place} bauen</translation>
    </message>
    <message>
        <source>Build a free house in {place}</source>
        <translation>Ein kostenloses Haus in {place} bauen</translation>
    </message>
    <message>
        <source>Build a palace in {place}</source>
        <translation>Einen Palast in {place} bauen</translation>
    </message>
    <message>
        <source>First house in {place}</source>
        <translation>Erstes Haus in {place}</translation>
    </message>
    <message>
        <source>Move your house from {place}</source>
        <translation>Dein Haus aus {place} versetzen</translation>
    </message>
    <message>
        <source>Palace in {place}</source>
        <translation>Palast in {place}</translation>
    </message>
    <message>
        <source>Second house in {place}</source>
        <translation>Zweites Haus in {place}</translation>
    </message>
    <message>
        <source>Move the house to {place}</source>
        <translation>Das Haus nach {place} versetzen</translation>
    </message>
    <message>
        <source>Move the house to {place} (free)</source>
        <translation>Das Haus nach {place} versetzen (kostenlos)</translation>
    </message>
    <message>
        <source>The extra house in {place}</source>
        <translation>Das zusätzliche Haus in {place}</translation>
    </message>
    <message>
        <source>Your turn: travel by clicking a highlighted city or end your turn.</source>
        <translation>Du bist am Zug: Reise mit einem Klick auf eine hervorgehobene Stadt oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Your turn: end your turn.</source>
        <translation>Du bist am Zug: Beende deinen Zug.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>Your turn: carry out {actions} from the side panel, travel by clicking a highlighted city or end your turn.</source>
        <translation>Du bist am Zug: Führe {actions} in der Seitenleiste aus, reise mit einem Klick auf eine hervorgehobene Stadt oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Your turn: carry out {actions} from the side panel or end your turn.</source>
        <translation>Du bist am Zug: Führe {actions} in der Seitenleiste aus oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Disc</source>
        <extracomment>The last view synced; None before the first sync. The roads marked as the trip to the travel target under the pointer or the focus. Counts the positions synced (the keyboard&apos;s targets are read again for a new one). A decision put up for review&apos;s better move (``show_choices``): buttons that take no click. A trip under way (M-5): the roads still to go, each taken as its own travel action once the previous one is in the record; dropped at the first surprise.</extracomment>
        <translation>Scheibe</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wählt…</translation>
    </message>
    <message>
        <source>this road</source>
        <translation>diese Straße</translation>
    </message>
    <message>
        <source>this village</source>
        <translation>dieses Dorf</translation>
    </message>
    <message>
        <source>Chip: {action}</source>
        <translation>Chip: {action}</translation>
    </message>
    <message>
        <source>Travel to {city}</source>
        <translation>Nach {city} reisen</translation>
    </message>
    <message>
        <source>Travel to {city}: {fare} gold</source>
        <translation>Nach {city} reisen: {fare} Gold</translation>
    </message>
    <message>
        <source>Travel to {city}: free</source>
        <translation>Nach {city} reisen: kostenlos</translation>
    </message>
    <message>
        <source>{n} roads, via {places}</source>
        <translation>{n} Straßen, über {places}</translation>
    </message>
    <message>
        <source>{n} roads</source>
        <translation>{n} Straßen</translation>
    </message>
    <message>
        <source>The game is over: see the final ranking.</source>
        <translation>Das Spiel ist zu Ende: siehe die Schlussrangliste.</translation>
    </message>
    <message>
        <source>Waiting for the other princes to choose their actions.</source>
        <translation>Warte, bis die anderen Fürsten ihre Aktionen gewählt haben.</translation>
    </message>
    <message>
        <source>The princes are choosing their actions in secret.</source>
        <translation>Die Fürsten wählen ihre Aktionen geheim.</translation>
    </message>
    <message>
        <source>{name} is playing; please wait.</source>
        <translation>{name} ist am Zug; bitte warten.</translation>
    </message>
    <message>
        <source>The city shields are being shuffled to set the Maharaja&apos;s route.</source>
        <translation>Die Stadtwappen werden gemischt, um die Route des Maharajas festzulegen.</translation>
    </message>
    <message>
        <source>Waiting for the next step of the match.</source>
        <translation>Warte auf den nächsten Schritt der Partie.</translation>
    </message>
    <message>
        <source>Choose two actions for your disc (the same one twice is allowed) and confirm.</source>
        <translation>Wähle zwei Aktionen für deine Scheibe (zweimal dieselbe ist erlaubt) und bestätige.</translation>
    </message>
    <message>
        <source>Pick your character card in the side panel.</source>
        <translation>Wähle deine Personenkarte in der Seitenleiste.</translation>
    </message>
    <message>
        <source>Bid for a character card, or pass.</source>
        <translation>Biete für eine Personenkarte oder passe.</translation>
    </message>
    <message>
        <source>Place a starting house: click a highlighted village.</source>
        <translation>Setze ein Starthaus: Klicke auf ein hervorgehobenes Dorf.</translation>
    </message>
    <message>
        <source>{mode}: {hint} (Esc cancels).</source>
        <translation>{mode}: {hint} (Esc bricht ab).</translation>
    </message>
    <message>
        <source>Travel</source>
        <extracomment>What each mode is called in buttons and prompts, and what a click means at each step.</extracomment>
        <translation>Reisen</translation>
    </message>
    <message>
        <source>click a highlighted city to travel there</source>
        <translation>Klicke auf eine hervorgehobene Stadt, um dorthin zu reisen</translation>
    </message>
    <message>
        <source>Starting house</source>
        <translation>Starthaus</translation>
    </message>
    <message>
        <source>click a highlighted village to place a starting house</source>
        <translation>Klicke auf ein hervorgehobenes Dorf, um ein Starthaus zu setzen</translation>
    </message>
    <message>
        <source>Build a house</source>
        <translation>Ein Haus bauen</translation>
    </message>
    <message>
        <source>click a highlighted village or city to build a house (1 gold)</source>
        <translation>Klicke auf ein hervorgehobenes Dorf oder eine Stadt, um ein Haus zu bauen (1 Gold)</translation>
    </message>
    <message>
        <source>Free house (card 5)</source>
        <translation>Kostenloses Haus (Karte 5)</translation>
    </message>
    <message>
        <source>click a highlighted village or city to build a free house</source>
        <translation>Klicke auf ein hervorgehobenes Dorf oder eine Stadt, um ein kostenloses Haus zu bauen</translation>
    </message>
    <message>
        <source>Build two houses</source>
        <translation>Zwei Häuser bauen</translation>
    </message>
    <message>
        <source>click the city for the first house</source>
        <translation>Klicke auf die Stadt für das erste Haus</translation>
    </message>
    <message>
        <source>click a highlighted village for the second house</source>
        <translation>Klicke auf ein hervorgehobenes Dorf für das zweite Haus</translation>
    </message>
    <message>
        <source>Move a house</source>
        <translation>Ein Haus versetzen</translation>
    </message>
    <message>
        <source>click one of your highlighted houses to move</source>
        <translation>Klicke auf eines deiner hervorgehobenen Häuser, um es zu versetzen</translation>
    </message>
    <message>
        <source>click where it goes</source>
        <translation>Klicke, wohin es soll</translation>
    </message>
    <message>
        <source>Free move (card 5)</source>
        <translation>Kostenlos versetzen (Karte 5)</translation>
    </message>
    <message>
        <source>Build a palace</source>
        <translation>Einen Palast bauen</translation>
    </message>
    <message>
        <source>click the highlighted city to build a palace</source>
        <translation>Klicke auf die hervorgehobene Stadt, um einen Palast zu bauen</translation>
    </message>
    <message>
        <source>Palace + house</source>
        <translation>Palast + Haus</translation>
    </message>
    <message>
        <source>click the city for the palace</source>
        <translation>Klicke auf die Stadt für den Palast</translation>
    </message>
    <message>
        <source>click where the extra house goes (a village or the city)</source>
        <translation>Klicke, wohin das zusätzliche Haus soll (ein Dorf oder die Stadt)</translation>
    </message>
</context>
<context>
    <name>MaharajaMap</name>
    <message>
        <source>A village</source>
        <extracomment>Key of a clickable place: (&quot;city&quot; | &quot;village&quot; | &quot;road&quot; | &quot;start&quot;, id)</extracomment>
        <translation>Ein Dorf</translation>
    </message>
    <message>
        <source>The village between {a} and {b}</source>
        <translation>Das Dorf zwischen {a} und {b}</translation>
    </message>
    <message>
        <source>The village next to {a} on the road to {b}</source>
        <translation>Das Dorf bei {a} an der Straße nach {b}</translation>
    </message>
    <message>
        <source>Village {index} of the road from {a} to {b}</source>
        <translation>Dorf {index} der Straße von {a} nach {b}</translation>
    </message>
    <message>
        <source>{name} · start</source>
        <extracomment>Not a target, but a click on it is answered with the engine&apos;s reason. The ground, the frame and the roads: under the road targets&apos; glow (Z_TARGET_ROAD). Villages, cities and the start: over the road glow, under the pieces.</extracomment>
        <translation>{name} · Start</translation>
    </message>
</context>
<context>
    <name>MaharajaPanel</name>
    <message>
        <source>hidden</source>
        <extracomment>What a gold total the view does not carry reads as (M-10.1, option ``gold=hidden``).</extracomment>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>This prince keeps his gold hidden; every total is shown at the end.</source>
        <translation>Dieser Fürst hält sein Gold verdeckt; alle Summen werden am Ende gezeigt.</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>The scoring box&apos;s first row and its rows&apos; pitch: room for its words lifted to 9 px on a laptop (``board_text``), where 17 px rows and the column heads lay on each other.</extracomment>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>Shield track</source>
        <extracomment>Looks kept per part (a match has about a dozen rounds, each with its track and scoring). Groups drawn before, by their look made hashable (``frozen``), the oldest first. The parent of everything drawn from the view: one child group per part. The track, the players&apos; heading and the box, each made again when it changes. The princes&apos; rows by seat, kept and edited in place, and what each last showed.</extracomment>
        <translation>Wappenleiste</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>The Maharaja is here</source>
        <translation>Der Maharaja ist hier</translation>
    </message>
    <message>
        <source>Visited next</source>
        <translation>Als Nächstes besucht</translation>
    </message>
    <message>
        <source>all shields
on the track</source>
        <translation>alle Wappen
auf der Leiste</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>Princes</source>
        <translation>Fürsten</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <source>chips {n}</source>
        <translation>Chips {n}</translation>
    </message>
    <message>
        <source>supply {supply} · quarry {quarry}</source>
        <translation>Vorrat {supply} · Steinbruch {quarry}</translation>
    </message>
    <message>
        <source>both actions done</source>
        <translation>beide Aktionen erledigt</translation>
    </message>
    <message>
        <source>1 action still to do</source>
        <translation>noch 1 Aktion zu tun</translation>
    </message>
    <message>
        <source>{n} actions still to do</source>
        <translation>noch {n} Aktionen zu tun</translation>
    </message>
    <message>
        <source>revealed this round</source>
        <translation>in dieser Runde aufgedeckt</translation>
    </message>
    <message>
        <source>your secret choice: the others see only that you have chosen</source>
        <translation>deine geheime Wahl: Die anderen sehen nur, dass du gewählt hast</translation>
    </message>
    <message>
        <source>has chosen (secret)</source>
        <translation>hat gewählt (geheim)</translation>
    </message>
    <message>
        <source>still choosing</source>
        <translation>wählt noch</translation>
    </message>
    <message>
        <source>scored in round {n}</source>
        <translation>gewertet in Runde {n}</translation>
    </message>
    <message>
        <source>points     gold</source>
        <translation>Punkte     Gold</translation>
    </message>
    <message>
        <source>{name} alone scored: 5 gold more</source>
        <translation>{name} hat allein gepunktet: 5 Gold mehr</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Schlussrangliste</translation>
    </message>
    <message>
        <source>palaces</source>
        <translation>Paläste</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
</context>
<context>
    <name>MaharajaPieces</name>
    <message>
        <source>The Maharaja</source>
        <extracomment>Colour-blind mode: symbols drawn larger and outlined (``Board.set_colour_blind``). How much larger a seat symbol is drawn in colour-blind mode.</extracomment>
        <translation>Der Maharaja</translation>
    </message>
</context>
<context>
    <name>MaharajaPointing</name>
    <message>
        <source>This road</source>
        <extracomment>The order kinds of place are walked in.</extracomment>
        <translation>Diese Straße</translation>
    </message>
    <message>
        <source>The road from {a} to {b}</source>
        <translation>Die Straße von {a} nach {b}</translation>
    </message>
</context>
<context>
    <name>MaharajaSidePanel</name>
    <message>
        <source>Still on your disc: {actions}</source>
        <extracomment>The panel&apos;s look, one sheet for all its widgets: ``kind`` &quot;action&quot; (a plain button), &quot;end&quot; (End turn) and &quot;note&quot; (a grey line saying why not, or what ending costs). Pixels between two action buttons side by side. Why a disc action has no legal use now, from the engine (&apos;&apos; if it has one). The list of cards to swap for, when there are too many for buttons (else None).</extracomment>
        <translation>Noch auf deiner Scheibe: {actions}</translation>
    </message>
    <message>
        <source>{action} — not now: {reason}.</source>
        <translation>{action} — gerade nicht: {reason}.</translation>
    </message>
    <message>
        <source>No travel now: a road opens only when every village on it has a house, and you must be able to pay its whole fare.</source>
        <translation>Jetzt keine Reise: Eine Straße ist erst offen, wenn in jedem Dorf an ihr ein Haus steht, und du musst die ganzen Reisekosten zahlen können.</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>2 Gold nehmen</translation>
    </message>
    <message>
        <source>Take houses</source>
        <translation>Häuser nehmen</translation>
    </message>
    <message>
        <source>Take an action chip</source>
        <translation>Einen Aktionschip nehmen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Finish your turn; the next prince plays.</source>
        <translation>Beende deinen Zug; der nächste Fürst ist dran.</translation>
    </message>
    <message>
        <source>End turn (forfeit 1 action)</source>
        <translation>Zug beenden (1 Aktion verfällt)</translation>
    </message>
    <message>
        <source>End turn (forfeit {n} actions)</source>
        <translation>Zug beenden ({n} Aktionen verfallen)</translation>
    </message>
    <message>
        <source>Ending now gives up {actions}: for each unused action every other prince receives {gold} gold from the bank ({each} gold each).</source>
        <translation>Wenn du jetzt aufhörst, verfällt {actions}: Für jede ungenutzte Aktion erhält jeder andere Fürst {gold} Gold aus der Bank ({each} Gold je Fürst).</translation>
    </message>
    <message>
        <source>Ending now gives every other prince {each} gold.</source>
        <translation>Wenn du jetzt aufhörst, erhält jeder andere Fürst {each} Gold.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chip: move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation>&lt;b&gt;Chip: ein Wappen versetzen&lt;/b&gt; (− wird früher gewertet, + später)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation>&lt;b&gt;Ein Wappen versetzen&lt;/b&gt; (− wird früher gewertet, + später)</translation>
    </message>
    <message>
        <source>{n} earlier</source>
        <translation>{n} früher</translation>
    </message>
    <message>
        <source>{n} later</source>
        <translation>{n} später</translation>
    </message>
    <message>
        <source>Pick a character card</source>
        <translation>Wähle eine Personenkarte</translation>
    </message>
    <message>
        <source>Swap your character card</source>
        <translation>Tausche deine Personenkarte</translation>
    </message>
    <message>
        <source>Swap for this card</source>
        <translation>Gegen diese Karte tauschen</translation>
    </message>
    <message>
        <source>Card {n} · {name}</source>
        <translation>Karte {n} · {name}</translation>
    </message>
    <message>
        <source>Take card {n} · {name}</source>
        <translation>Karte {n} · {name} nehmen</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>von {name}</translation>
    </message>
    <message>
        <source>, give card {n}</source>
        <translation>, Karte {n} abgeben</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keins</translation>
    </message>
    <message>
        <source>{amount} by {name}</source>
        <translation>{amount} von {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card auction&lt;/b&gt; — high bid: {bid}</source>
        <translation>&lt;b&gt;Versteigerung der Karten&lt;/b&gt; — höchstes Gebot: {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Welcome to Three Palaces.</source>
        <extracomment>The smallest window every screen is laid out for (issue 5): start page, match, side panel. The size a first window opens at, when the screen has room for it. Where the window&apos;s last size and position are kept (``settings.app_settings``). What of the current match is kept (its file, its archive entry); None without a match. The LAN match this window hosts (its host, beacon and own seats), while it runs. The lobby or join dialog while one is open (they are windows of their own).</extracomment>
        <translation>Willkommen bei Drei Paläste.</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Set up a new match</source>
        <translation>Eine neue Partie einrichten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>&amp;Finished matches…</source>
        <translation>&amp;Beendete Partien…</translation>
    </message>
    <message>
        <source>Review a match that ended</source>
        <translation>Eine beendete Partie im Rückblick ansehen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this match</source>
        <translation>Diese Partie speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>Protokoll e&amp;xportieren…</translation>
    </message>
    <message>
        <source>The log and the result as Markdown or HTML</source>
        <translation>Das Protokoll und das Ergebnis als Markdown oder HTML</translation>
    </message>
    <message>
        <source>Export &amp;board as PNG…</source>
        <translation>Spiel&amp;brett als PNG exportieren…</translation>
    </message>
    <message>
        <source>The board at the step shown, as an image</source>
        <translation>Das Spielbrett beim gezeigten Schritt, als Bild</translation>
    </message>
    <message>
        <source>&amp;Close match</source>
        <translation>Partie s&amp;chließen</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Spielbrett &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Sofort</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Colour-blind mode, text size, speeds, language</source>
        <translation>Farbenblind-Modus, Schriftgröße, Tempo, Sprache</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>&amp;Latest step</source>
        <translation>&amp;Neuester Schritt</translation>
    </message>
    <message>
        <source>Previous &amp;turn</source>
        <translation>Vorheriger &amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>Pre&amp;vious round</source>
        <translation>Vorherige R&amp;unde</translation>
    </message>
    <message>
        <source>Next r&amp;ound</source>
        <translation>Nächste &amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Resume play from here</source>
        <translation>Ab hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Show &amp;result</source>
        <translation>&amp;Ergebnis zeigen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Die Regeln lesen</translation>
    </message>
    <message>
        <source>&amp;About Three Palaces</source>
        <translation>Ü&amp;ber Drei Paläste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Computertempo</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Rückblick</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Ask to take back</source>
        <translation>Zurücknahme &amp;erbitten</translation>
    </message>
    <message>
        <source>{label} (not now: {reason})</source>
        <translation>{label} (gerade nicht: {reason})</translation>
    </message>
    <message>
        <source>Three Palaces</source>
        <translation>Drei Paläste</translation>
    </message>
    <message>
        <source>{label} (finished matches)</source>
        <translation>{label} (beendete Partien)</translation>
    </message>
    <message>
        <source>{game} — LAN match</source>
        <translation>{game} — LAN-Partie</translation>
    </message>
    <message>
        <source>{label} (not saved)</source>
        <translation>{label} (nicht gespeichert)</translation>
    </message>
    <message>
        <source>{name}[*] — Three Palaces</source>
        <translation>{name}[*] — Drei Paläste</translation>
    </message>
    <message>
        <source>Cannot start the match</source>
        <translation>Die Partie kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Noch nicht spielbar</translation>
    </message>
    <message>
        <source>{game} cannot be shown in this version: its board is not finished yet. The match itself is fine and will open once the board is there.</source>
        <translation>{game} kann in dieser Version nicht gezeigt werden: Sein Spielbrett ist noch nicht fertig. Die Partie selbst ist in Ordnung und öffnet sich, sobald das Spielbrett da ist.</translation>
    </message>
    <message>
        <source>Cannot host the match</source>
        <extracomment>The main window (``ui.main_window``, which imports this module): its ``start_page``, ``joining``, ``lobby``, ``show_table`` and ``_joined`` are used.</extracomment>
        <translation>Die Partie kann nicht ausgerichtet werden</translation>
    </message>
    <message>
        <source>The match could not be served again: {error}</source>
        <translation>Die Partie konnte nicht wieder ausgerichtet werden: {error}</translation>
    </message>
    <message>
        <source>Leave the LAN match?</source>
        <translation>Die LAN-Partie verlassen?</translation>
    </message>
    <message>
        <source>Your seat waits for you: join the match again with its code to take it back, unless the host lets a computer play it meanwhile. Leave now?</source>
        <translation>Dein Platz wartet auf dich: Tritt der Partie mit ihrem Code wieder bei, um ihn zurückzunehmen, es sei denn, der Gastgeber lässt ihn inzwischen einen Computer spielen. Jetzt verlassen?</translation>
    </message>
    <message>
        <source>Stop hosting the LAN match?</source>
        <translation>Die LAN-Partie nicht mehr ausrichten?</translation>
    </message>
    <message>
        <source>{names} is playing in the match you host. Closing it stops the match for everyone until you continue hosting it from the start page. Close it anyway?</source>
        <translation>{names} spielt in der Partie mit, die du ausrichtest. Schließen hält die Partie für alle an, bis du sie auf der Startseite weiter ausrichtest. Trotzdem schließen?</translation>
    </message>
    <message>
        <source>{names} are playing in the match you host. Closing it stops the match for everyone until you continue hosting it from the start page. Close it anyway?</source>
        <translation>{names} spielen in der Partie mit, die du ausrichtest. Schließen hält die Partie für alle an, bis du sie auf der Startseite weiter ausrichtest. Trotzdem schließen?</translation>
    </message>
    <message>
        <source>Log exported to {path}</source>
        <translation>Protokoll exportiert nach {path}</translation>
    </message>
    <message>
        <source>Board exported to {path}</source>
        <translation>Spielbrett exportiert nach {path}</translation>
    </message>
    <message>
        <source>About Three Palaces</source>
        <translation>Über Drei Paläste</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Three Palaces {version}&lt;/h3&gt;&lt;p&gt;Maharaja, The Forbidden City and Arkadia for one screen, the local network and computer opponents.&lt;/p&gt;&lt;p&gt;Every match is kept as its record of moves, so you can save, undo, review and continue any match.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Drei Paläste {version}&lt;/h3&gt;&lt;p&gt;Maharaja, Die verbotene Stadt und Arkadia für einen Bildschirm, das lokale Netzwerk und Computergegner.&lt;/p&gt;&lt;p&gt;Jede Partie wird als Aufzeichnung ihrer Züge aufbewahrt, so kannst du jede Partie speichern, rückgängig machen, im Rückblick ansehen und fortsetzen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Text size “{chosen}” does not fit this window: showing “{shown}”.</source>
        <translation>Die Textgröße „{chosen}“ passt nicht in dieses Fenster: gezeigt wird „{shown}“.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Three Palaces matches (*{suffix});;All files (*)</source>
        <translation>Drei-Paläste-Partien (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Eine Partie öffnen</translation>
    </message>
    <message>
        <source>{name} is open already, with moves not saved yet.</source>
        <translation>{name} ist schon geöffnet, mit noch nicht gespeicherten Zügen.</translation>
    </message>
    <message>
        <source>Cannot open this match</source>
        <translation>Diese Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} geöffnet.</translation>
    </message>
    <message>
        <source>Cannot continue this match</source>
        <translation>Diese Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>This finished match is open already.</source>
        <translation>Diese beendete Partie ist schon geöffnet.</translation>
    </message>
    <message>
        <source>Cannot open this finished match</source>
        <translation>Diese beendete Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Step through the match with the review bar or ← and →.</source>
        <translation>Geh mit der Rückblickleiste oder ← und → durch die Partie.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>A LAN match can be saved once it is over.</source>
        <translation>Eine LAN-Partie kann gespeichert werden, sobald sie zu Ende ist.</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Die Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Gespeichert unter {path}.</translation>
    </message>
    <message>
        <source>Continue where you left off?</source>
        <translation>Dort weitermachen, wo du aufgehört hast?</translation>
    </message>
    <message>
        <source>An unfinished match of {game} ({names}, step {steps}) was saved automatically. Continue it now?

It also stays under “Continue” on the start page.</source>
        <translation>Eine unfertige Partie {game} ({names}, Schritt {steps}) wurde automatisch gesichert. Jetzt fortsetzen?

Sie bleibt auch unter „Fortsetzen“ auf der Startseite.</translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <source>palaces + gold/10</source>
        <extracomment>Turning points marked and told. How long after a change of record or perspective the graph follows it (see ``follow``). The panel&apos;s least height: its heading, a chart that still shows a trend, three sentences. A panel at least this wide puts the turning points&apos; sentences beside the chart, not under it, and so needs only the heading&apos;s and the chart&apos;s height: at 1280x720 the sentences under the chart made the panel 200 px of a 490 px column and left the board a thumbnail (issue 33). Archive caches are written one at a time (two perspectives&apos; graphs share one file). ``ai.match_graph.MEASURE_NAMES`` (each game&apos;s measure of standing), marked for translation here: the AI package has no Qt; ``tr`` translates them where the graph names its measure.</extracomment>
        <translation>Paläste + Gold/10</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>gold + seal value</source>
        <translation>Gold + Siegelwert</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Step {step}: {line} — {name}&apos;s win chance fell from {before} % to {after} %</source>
        <translation>Schritt {step}: {line} — die Siegchance von {name} fiel von {before} % auf {after} %</translation>
    </message>
    <message>
        <source>Step {step}: {line} — {name}&apos;s win chance rose from {before} % to {after} %</source>
        <translation>Schritt {step}: {line} — die Siegchance von {name} stieg von {before} % auf {after} %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>(perspective, points) once a whole match was evaluated (the screen caches them). The chart and the turning points&apos; sentences: under it, or beside it in a wide panel. The rows showing a turning point now (tests click them). The evaluation process while it works for this panel; None when nothing runs. The job being answered: its number, the points it adds to, the steps it evaluates. Points known per (perspective, match), so a change of perspective or a growing match computes only what is new. A change to follow in the next turn of the event loop (see ``follow``).</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>Standing ({measure}) and win chance, {who}</source>
        <translation>Stand ({measure}) und Siegchance, {who}</translation>
    </message>
    <message>
        <source>The match graph needs the whole record of the match: it is drawn for matches played here and for saved ones (a LAN match&apos;s once it is saved).</source>
        <translation>Der Partieverlauf braucht die ganze Aufzeichnung der Partie: Er wird für hier gespielte und für gespeicherte Partien gezeichnet (für eine LAN-Partie, sobald sie gespeichert ist).</translation>
    </message>
    <message>
        <source>Match graph</source>
        <translation>Partieverlauf</translation>
    </message>
    <message>
        <source>Evaluating every step off the board&apos;s thread; the screen stays usable.</source>
        <translation>Jeder Schritt wird abseits des Spielbretts ausgewertet; der Bildschirm bleibt bedienbar.</translation>
    </message>
    <message>
        <source>Evaluation cancelled; Evaluate starts it again.</source>
        <translation>Auswertung abgebrochen; „Auswerten“ startet sie erneut.</translation>
    </message>
    <message>
        <source>The win chances could not be evaluated for this match.</source>
        <translation>Die Siegchancen dieser Partie konnten nicht ausgewertet werden.</translation>
    </message>
</context>
<context>
    <name>MatchKeeping</name>
    <message>
        <source>The match is over. It is kept under “Finished matches” to review whenever you like.</source>
        <extracomment>The record as the file holds it (None: no file). The finished record that is kept (a finished match opened from a file is kept already). A finished record that could not be archived: not tried again at every redraw. The notes as the file and the archive entry hold them (notes are saved with the match). The analysis as the file and the archive entry hold it (kept like the notes).</extracomment>
        <translation>Die Partie ist zu Ende. Sie wird unter „Beendete Partien“ aufbewahrt, damit du sie jederzeit ansehen kannst.</translation>
    </message>
    <message>
        <source>The analysis of {name} is not saved. Save it with the file now?</source>
        <translation>Die Analyse von {name} ist nicht gespeichert. Jetzt mit der Datei speichern?</translation>
    </message>
    <message>
        <source>If you discard it, the file stays as it was saved, without the analysis.</source>
        <translation>Wenn du sie verwirfst, bleibt die Datei, wie sie gespeichert wurde, ohne die Analyse.</translation>
    </message>
    <message>
        <source>The notes of {name} have changed since it was saved. Save them with the file now?</source>
        <translation>Die Notizen von {name} haben sich seit dem Speichern geändert. Jetzt mit der Datei speichern?</translation>
    </message>
    <message>
        <source>If you discard the change, the file keeps the notes it was saved with.</source>
        <translation>Wenn du die Änderung verwirfst, behält die Datei die Notizen, mit denen sie gespeichert wurde.</translation>
    </message>
    <message>
        <source>The notes of {name} have changed and it has a new analysis. Save both with the file now?</source>
        <translation>Die Notizen von {name} haben sich geändert, und es gibt eine neue Analyse. Beides jetzt mit der Datei speichern?</translation>
    </message>
    <message>
        <source>If you discard them, the file stays as it was saved: its old notes, without the analysis.</source>
        <translation>Wenn du sie verwirfst, bleibt die Datei, wie sie gespeichert wurde: mit ihren alten Notizen, ohne die Analyse.</translation>
    </message>
    <message>
        <source>The moves since {name} was last saved are not saved. Save them now?</source>
        <translation>Die Züge seit dem letzten Speichern von {name} sind nicht gespeichert. Jetzt speichern?</translation>
    </message>
    <message>
        <source>If you discard them, the file stays as it was saved.</source>
        <translation>Wenn du sie verwirfst, bleibt die Datei so, wie sie gespeichert wurde.</translation>
    </message>
    <message>
        <source>{label} has not been saved. Save it now?</source>
        <translation>{label} wurde nicht gespeichert. Jetzt speichern?</translation>
    </message>
    <message>
        <source>If you discard it, the match is gone: only finished matches are kept by themselves.</source>
        <translation>Wenn du sie verwirfst, ist die Partie weg: Nur beendete Partien werden von selbst aufbewahrt.</translation>
    </message>
    <message>
        <source>Save this match?</source>
        <translation>Diese Partie speichern?</translation>
    </message>
</context>
<context>
    <name>MatchView</name>
    <message>
        <source>Players</source>
        <extracomment>A player card&apos;s rows: (label, value) pairs, as ``Board.player_summary`` gives them. &quot;Peek&quot; on a screen several people share (``veil``); None where nobody is veiled.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Match log</source>
        <extracomment>The log shows at least this many text lines in the column, or becomes a drawer. The log&apos;s least height while it is a drawer (what is left in the column shows its last lines).
----------
The board&apos;s controls in the box that keeps their tallest room (None: no controls).</extracomment>
        <translation>Partieprotokoll</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Whole log</source>
        <translation>Ganzes Protokoll</translation>
    </message>
    <message>
        <source>Show the whole match log beside the board</source>
        <translation>Das ganze Partieprotokoll neben dem Spielbrett zeigen</translation>
    </message>
    <message>
        <source>Step 0: the match begins.</source>
        <extracomment>Step -&gt; the analysis&apos;s mark, for the log (``match_analysis``).</extracomment>
        <translation>Schritt 0: Die Partie beginnt.</translation>
    </message>
    <message>
        <source>Step {n}: {line}</source>
        <extracomment>Message id endings that open a round and that score: the engines&apos; own words for the marks (ids are stable, English text is not). A game without them gets no round marks. A step with a note: a small flag above the groove, in a colour no seat mark uses. A decision the analysis marked: a dot under the groove, yellow, orange or red (the worst on top). What a message id marks: ``_ROUND``, ``_SCORING`` or nothing (0), by id (a game has few ids). Steps that carry a note (``notes.py``). Steps the analysis marked, and how (``analysis_view``): a dot under the groove.</extracomment>
        <translation>Schritt {n}: {line}</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>Reviewing step {n} of {total}. Press End to return to the live position.</source>
        <translation>Rückblick auf Schritt {n} von {total}. Drücke Ende, um zur aktuellen Stellung zurückzukehren.</translation>
    </message>
    <message>
        <source>The match is over — {name} wins.</source>
        <translation>Die Partie ist zu Ende — {name} gewinnt.</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer.</source>
        <translation>Warte auf die Antwort von {name}.</translation>
    </message>
    <message>
        <source>Waiting for {name} to take the screen.</source>
        <translation>Warte, bis {name} den Bildschirm übernimmt.</translation>
    </message>
    <message>
        <source>{name}, it is your turn.</source>
        <translation>{name}, du bist am Zug.</translation>
    </message>
    <message>
        <source>{name} — {prompt}</source>
        <translation>{name} — {prompt}</translation>
    </message>
    <message>
        <source>{name} cannot move: the computer level “{level}” is not available in this version.</source>
        <translation>{name} kann nicht ziehen: Die Computerstufe „{level}“ gibt es in dieser Version nicht.</translation>
    </message>
    <message>
        <source>Paused: {name} moves when the computer players play on.</source>
        <translation>Pause: {name} zieht, sobald die Computerspieler weiterspielen.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Warten auf {names}.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}.</source>
        <translation>Rückgängig nicht möglich: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
</context>
<context>
    <name>NewMatch</name>
    <message>
        <source>Human at this screen</source>
        <extracomment>The labels below are English and marked for translation (context &quot;NewMatch&quot;): they are built at import, before a translator is installed; ``tr`` translates them where they are shown. The keys are the levels&apos; ids, never translated: a key translated at import made German and Dutch screens (which import this module after choosing the language) say &quot;Computer — random&quot;.</extracomment>
        <translation>Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Computer — beginner (random moves)</source>
        <translation>Computer — Anfänger (zufällige Züge)</translation>
    </message>
    <message>
        <source>Computer — standard</source>
        <translation>Computer — Standard</translation>
    </message>
    <message>
        <source>Computer — strong (thinks longer)</source>
        <translation>Computer — stark (denkt länger)</translation>
    </message>
    <message>
        <source>Computer — expert (thinks longest)</source>
        <translation>Computer — Experte (denkt am längsten)</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <extracomment>The seat name a computer seat gets unless someone typed one (issue 21: a bot was &quot;Player 3&quot;).</extracomment>
        <translation>Computer (Anfänger)</translation>
    </message>
    <message>
        <source>Computer (standard)</source>
        <translation>Computer (Standard)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Computer (stark)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Computer (Experte)</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Computer — {level}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>Where the last game and each game&apos;s last variants are kept (``settings.app_settings``). Names, colours and kinds must stay readable (issue 19: &quot;Player 1&quot; showed as &quot;layer 1&quot;).</extracomment>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>(coming soon)</source>
        <translation>(demnächst)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same draws and rolls.</source>
        <translation>Derselbe Startwert und dieselben Züge ergeben dieselben Karten und Würfe.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Startwert (optional)</translation>
    </message>
    <message>
        <source>Casual (allow undo further back)</source>
        <translation>Locker (Rücknahme weiter zurück erlaubt)</translation>
    </message>
    <message>
        <source>Normally you can take back only your own last action, and only until someone else acts or something hidden is revealed. In a casual match any step can be taken back.</source>
        <translation>Normalerweise kannst du nur deine eigene letzte Aktion zurücknehmen, und nur, bis jemand anderes handelt oder etwas Verborgenes aufgedeckt wird. In einer lockeren Partie kann jeder Schritt zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Kein Spiel ist installiert.</translation>
    </message>
    <message>
        <source>{game} cannot be played in this version yet: its rules are ready but its board is still being drawn. Pick another game.</source>
        <translation>{game} kann in dieser Version noch nicht gespielt werden: Die Regeln sind fertig, aber das Spielbrett wird noch gezeichnet. Wähle ein anderes Spiel.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>Note on step {step}</source>
        <extracomment>Marks in front of a log line with a bookmark, and before a comment.</extracomment>
        <translation>Notiz zu Schritt {step}</translation>
    </message>
    <message>
        <source>What happened here, what should have been played…</source>
        <translation>Was hier geschah, was man hätte spielen sollen…</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>Diesen Schritt markieren</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>Notiz entfernen</translation>
    </message>
    <message>
        <source>Bookmark this step (Ctrl+B)</source>
        <translation>Diesen Schritt markieren (Strg+B)</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Notiz…</translation>
    </message>
    <message>
        <source>Write a comment on this step</source>
        <translation>Einen Kommentar zu diesem Schritt schreiben</translation>
    </message>
</context>
<context>
    <name>OfficialItem</name>
    <message>
        <source>The {official} official ({short})</source>
        <extracomment>Not movable, but a click is answered with the engine&apos;s reason (issue 19). The legal-target glow, an item of its own: a move that lights or dims the officials shows or hides it and leaves the official&apos;s own cached picture alone.</extracomment>
        <translation>Der Hofbeamte mit {official} ({short})</translation>
    </message>
</context>
<context>
    <name>PavilionItem</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Pavilion {n} ({colour}) — the TARGET</source>
        <translation>Pavillon {n} ({colour}) — das ZIEL</translation>
    </message>
    <message>
        <source>Pavilion {n} ({colour})</source>
        <translation>Pavillon {n} ({colour})</translation>
    </message>
    <message>
        <source>Cards left: {n} — {cards} (order hidden)</source>
        <translation>Übrige Karten: {n} — {cards} (Reihenfolge verdeckt)</translation>
    </message>
    <message>
        <source>{n} left</source>
        <translation>noch {n}</translation>
    </message>
</context>
<context>
    <name>PeekBar</name>
    <message>
        <source>Your secrets are hidden.</source>
        <extracomment>What the peek bar says: nothing of the person&apos;s is private now, their secrets are veiled, they are peeking, or the decision in front of them shows them.</extracomment>
        <translation>Deine Geheimnisse sind verdeckt.</translation>
    </message>
    <message>
        <source>Your secrets are shown.</source>
        <translation>Deine Geheimnisse sind sichtbar.</translation>
    </message>
    <message>
        <source>Shown for this choice.</source>
        <translation>Sichtbar für diese Wahl.</translation>
    </message>
    <message>
        <source>Nothing secret on the screen.</source>
        <translation>Nichts Geheimes zu sehen.</translation>
    </message>
    <message>
        <source>Peek (hold P)</source>
        <extracomment>The person holds &quot;Peek&quot; for this seat (None: nobody peeks). What the bar says now (``NOTHING`` .. ``CHOOSING``). (viewer, steps) whose own view the side column last measured (``rehearse``). The person pressed (True) or released (False) &quot;Peek&quot;.</extracomment>
        <translation>Spicken (P halten)</translation>
    </message>
    <message>
        <source>Hold this button, or the P key, to see your secrets; let go to hide them.</source>
        <translation>Halte diesen Knopf oder die Taste P gedrückt, um deine Geheimnisse zu sehen; loslassen verbirgt sie wieder.</translation>
    </message>
    <message>
        <source>Peek at your secrets</source>
        <translation>Deine Geheimnisse ansehen</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat, English (marked for translation; ``kind_label`` translates).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>LAN player</source>
        <translation>LAN-Spieler</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Computer · Anfänger</translation>
    </message>
    <message>
        <source>Computer · standard</source>
        <translation>Computer · Standard</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Computer · stark</translation>
    </message>
    <message>
        <source>Computer · expert</source>
        <translation>Computer · Experte</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
</context>
<context>
    <name>PoolPiece</name>
    <message>
        <source>Pool {floor}: 1 {family} piece</source>
        <extracomment>Room for a floor&apos;s heading left of the pool (&quot;Stockwerk 1 · jetzt&quot; is longer than &quot;Floor 1 · now&quot;).</extracomment>
        <translation>Vorrat {floor}: 1 Burgstein in {family}</translation>
    </message>
    <message>
        <source>Pool {floor}: {n} {family} pieces</source>
        <translation>Vorrat {floor}: {n} Burgsteine in {family}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <extracomment>Computer speed: the pause before a computer player&apos;s move, in seconds. The languages offered: the desktop&apos;s, then each by its own name (a person who cannot read the present language still finds theirs). Kept by ``desktop_app.i18n`` (its &quot;language&quot; setting). First-time tips in ordinary matches (issue 35, ``ui.coach``). A code of ``i18n.LANGUAGES`` or ``i18n.SYSTEM`` (the desktop&apos;s language).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Shapes and letters besides colours</source>
        <translation>Formen und Buchstaben zusätzlich zu den Farben</translation>
    </message>
    <message>
        <source>Players&apos; pieces show their seat&apos;s symbol large and outlined, the player cards take the same shapes, and the Forbidden City writes a colour&apos;s letter on every hat, robe, card and pavilion.</source>
        <translation>Die Figuren der Spieler zeigen groß und umrandet das Symbol ihres Platzes, die Spielerkarten nehmen dieselben Formen an, und in Die verbotene Stadt steht auf jedem Hut, Gewand, jeder Karte und jedem Pavillon der Buchstabe der Farbe.</translation>
    </message>
    <message>
        <source>Colour-blind mode</source>
        <translation>Farbenblind-Modus</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Am größten</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Instant (no pause at all)</source>
        <translation>Sofort (ganz ohne Pause)</translation>
    </message>
    <message>
        <source>Fast (moves at once)</source>
        <translation>Schnell (Züge sofort)</translation>
    </message>
    <message>
        <source>Normal (a short pause)</source>
        <translation>Normal (eine kurze Pause)</translation>
    </message>
    <message>
        <source>Slow (easy to follow)</source>
        <translation>Langsam (leicht zu verfolgen)</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Cover the screen between people</source>
        <translation>Den Bildschirm zwischen Personen abdecken</translation>
    </message>
    <message>
        <source>With several people at one screen, a cover asks the next person to take the screen before their secrets are shown. Without it the screen passes on at once: choose this only when nobody minds seeing the others&apos; hands.</source>
        <translation>Sitzen mehrere Personen an einem Bildschirm, bittet eine Abdeckung die nächste Person, den Bildschirm zu übernehmen, bevor ihre Geheimnisse gezeigt werden. Ohne sie geht der Bildschirm sofort weiter: Wähle das nur, wenn es niemanden stört, die Hände der anderen zu sehen.</translation>
    </message>
    <message>
        <source>Hand-over screen</source>
        <translation>Übergabebildschirm</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Explain each phase the first time it comes</source>
        <translation>Jede Phase beim ersten Mal erklären</translation>
    </message>
    <message>
        <source>Show tips again</source>
        <translation>Tipps wieder zeigen</translation>
    </message>
    <message>
        <source>Every tip you put away is shown once more, in the next matches.</source>
        <translation>Jeder weggelegte Tipp wird in den nächsten Partien noch einmal gezeigt.</translation>
    </message>
    <message>
        <source>Network (LAN matches you host)</source>
        <translation>Netzwerk (LAN-Partien, die du ausrichtest)</translation>
    </message>
    <message>
        <source>All networks</source>
        <translation>Alle Netzwerke</translation>
    </message>
    <message>
        <source>Only {name} ({address})</source>
        <translation>Nur {name} ({address})</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Erreichbar über</translation>
    </message>
    <message>
        <source>All networks is the usual choice: the join code keeps strangers out.</source>
        <translation>Alle Netzwerke ist üblich: der Beitrittscode hält Fremde fern.</translation>
    </message>
    <message>
        <source>On: friends see the match in their list (never its code).</source>
        <translation>An: Freunde sehen die Partie in ihrer Liste (nie ihren Code).</translation>
    </message>
    <message>
        <source>Automatic takes a free port; a number suits a firewall rule.</source>
        <translation>Automatisch nimmt einen freien Port; eine Nummer passt zu einer Firewall-Regel.</translation>
    </message>
    <message>
        <source>Announce my matches</source>
        <translation>Meine Partien ankündigen</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ankündigungen</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Set for this run, and used instead of the choices above: {names}.</source>
        <translation>Für diesen Start gesetzt und statt der Auswahl oben verwendet: {names}.</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>Something happened that not everyone at this screen may see.</source>
        <extracomment>What an entry the screen&apos;s seats read differently, and that names none of them, shows in the public log: something happened that not everyone here may read.</extracomment>
        <translation>Etwas ist geschehen, das nicht jeder an diesem Bildschirm sehen darf.</translation>
    </message>
    <message>
        <source>You are looking at an earlier step; go to the latest step to play.</source>
        <extracomment>The host allowed hints for everyone (``welcome``&apos;s ``hints``; off where it says nothing). Hints taken at this screen, by step: the host never hears of them, this screen&apos;s copy of the finished match keeps them (``final_document``).</extracomment>
        <translation>Du siehst dir einen früheren Schritt an; geh zum neuesten Schritt, um zu spielen.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Zuschauer können nicht spielen.</translation>
    </message>
    <message>
        <source>That seat is not at this screen.</source>
        <translation>Dieser Platz ist nicht an diesem Bildschirm.</translation>
    </message>
    <message>
        <source>This screen is no longer connected to the host.</source>
        <translation>Dieser Bildschirm ist nicht mehr mit dem Gastgeber verbunden.</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>spectators cannot ask to take back</source>
        <translation>Zuschauer können keine Zurücknahme erbitten</translation>
    </message>
    <message>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <translation>du siehst dir einen früheren Schritt an; geh zuerst zum neuesten Schritt</translation>
    </message>
    <message>
        <source>the match has not started yet</source>
        <translation>die Partie hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>a takeback request is already waiting for answers</source>
        <translation>eine Bitte um Zurücknahme wartet schon auf Antworten</translation>
    </message>
    <message>
        <source>the last action was not yours</source>
        <translation>die letzte Aktion war nicht deine</translation>
    </message>
    <message>
        <source>there is nothing of yours to take back</source>
        <translation>es gibt nichts von dir zurückzunehmen</translation>
    </message>
    <message>
        <source>Cannot ask to take back: {reason}.</source>
        <translation>Zurücknahme kann nicht erbeten werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot ask to take back: this screen is not connected to the host.</source>
        <translation>Zurücknahme kann nicht erbeten werden: Dieser Bildschirm ist nicht mit dem Gastgeber verbunden.</translation>
    </message>
    <message>
        <source>Asked the host to take back your last action.</source>
        <translation>Der Gastgeber wurde gebeten, deine letzte Aktion zurückzunehmen.</translation>
    </message>
    <message>
        <source>Asked the others to take back your last action.</source>
        <translation>Die anderen wurden gebeten, deine letzte Aktion zurückzunehmen.</translation>
    </message>
    <message>
        <source>Nobody at this screen is asked about a takeback now.</source>
        <translation>An diesem Bildschirm wird gerade niemand nach einer Zurücknahme gefragt.</translation>
    </message>
    <message>
        <source>Spectators read the chat; only players write in it.</source>
        <translation>Zuschauer lesen den Chat; nur Spieler schreiben darin.</translation>
    </message>
    <message>
        <source>A LAN match goes on from its latest step only.</source>
        <translation>Eine LAN-Partie geht nur ab ihrem neuesten Schritt weiter.</translation>
    </message>
    <message>
        <source>Took back your last action: everyone agreed.</source>
        <translation>Deine letzte Aktion wurde zurückgenommen: Alle waren einverstanden.</translation>
    </message>
    <message>
        <source>Took back {name}&apos;s last action: everyone agreed.</source>
        <translation>Die letzte Aktion von {name} wurde zurückgenommen: Alle waren einverstanden.</translation>
    </message>
    <message>
        <source>{name} declined to take back your last action.</source>
        <translation>{name} hat abgelehnt, deine letzte Aktion zurückzunehmen.</translation>
    </message>
    <message>
        <source>{name} declined to take back {owner}&apos;s last action.</source>
        <translation>{name} hat abgelehnt, die letzte Aktion von {owner} zurückzunehmen.</translation>
    </message>
    <message>
        <source>The takeback request timed out: not everyone answered in time.</source>
        <translation>Die Bitte um Zurücknahme ist abgelaufen: Nicht alle haben rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The takeback request lapsed: the match moved on.</source>
        <translation>Die Bitte um Zurücknahme ist hinfällig: Die Partie ist weitergegangen.</translation>
    </message>
    <message>
        <source>The host&apos;s result of the match cannot be read: {error}</source>
        <translation>Das Ergebnis der Partie vom Gastgeber kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>First step (Home)</source>
        <extracomment>Cursor positions where turns end, and the steps of round / scoring marks (sorted).</extracomment>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <source>One step back (Left; Ctrl+Left: a turn, PageUp: a round)</source>
        <translation>Einen Schritt zurück (Links; Strg+Links: ein Zug, Bild auf: eine Runde)</translation>
    </message>
    <message>
        <source>One step forward (Right; Ctrl+Right: a turn, PageDown: a round)</source>
        <translation>Einen Schritt vor (Rechts; Strg+Rechts: ein Zug, Bild ab: eine Runde)</translation>
    </message>
    <message>
        <source>Latest step (End)</source>
        <translation>Neuester Schritt (Ende)</translation>
    </message>
    <message>
        <source>Resume play from here</source>
        <extracomment>What the step counter&apos;s room was measured for (``_keep_counter_room``).</extracomment>
        <translation>Ab hier weiterspielen</translation>
    </message>
    <message>
        <source>Graph</source>
        <extracomment>Whose eyes the screen shows (``seen_by``), and the match graph&apos;s toggle.</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Standings and win chances over the whole match</source>
        <translation>Stand und Siegchancen über die ganze Partie</translation>
    </message>
    <message>
        <source>Seen by</source>
        <extracomment>&quot;Seen by&quot; and the graph&apos;s toggle, for the screen to place on the line above the bar (the bar itself keeps its width for the slider).</extracomment>
        <translation>Gesehen von</translation>
    </message>
    <message>
        <source>Step {n} of {total} — reviewing</source>
        <extracomment>The step counter&apos;s least width.</extracomment>
        <translation>Schritt {n} von {total} — Rückblick</translation>
    </message>
    <message>
        <source>Step {n} of {total} — live</source>
        <translation>Schritt {n} von {total} — live</translation>
    </message>
    <message>
        <source>Played under the rules of version {version}</source>
        <translation>Nach den Regeln von Version {version} gespielt</translation>
    </message>
    <message>
        <source>This match began before a correction of the game&apos;s rules: it replays and continues under the rules it was played under.</source>
        <translation>Diese Partie begann vor einer Korrektur der Spielregeln: Sie wird nach den Regeln nachgespielt und fortgesetzt, nach denen sie gespielt wurde.</translation>
    </message>
    <message>
        <source>Drop every step after this one and play on from here.</source>
        <translation>Alle Schritte nach diesem verwerfen und von hier an weiterspielen.</translation>
    </message>
    <message>
        <source>Only casual matches can be resumed from an earlier step.</source>
        <translation>Nur lockere Partien können ab einem früheren Schritt fortgesetzt werden.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>How to play</source>
        <extracomment>The tabs&apos; names, English (marked for translation; the tabs show them translated).</extracomment>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Full rules</source>
        <translation>Vollständige Regeln</translation>
    </message>
    <message>
        <source># Rules

This page cannot be read. Installing Three Palaces again brings it back.</source>
        <extracomment>The colour every search match is marked in.</extracomment>
        <translation># Regeln

Diese Seite kann nicht gelesen werden. Eine erneute Installation von Drei Paläste bringt sie zurück.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Search the rules (Enter: next match)</source>
        <translation>Die Regeln durchsuchen (Enter: nächster Treffer)</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Die Regeln durchsuchen</translation>
    </message>
    <message>
        <source># Rules

The rules are not part of this copy of Three Palaces. Installing it again brings them back.</source>
        <translation># Regeln

Die Regeln gehören nicht zu dieser Kopie von Drei Paläste. Eine erneute Installation bringt sie zurück.</translation>
    </message>
    <message>
        <source>{n} found on this page.</source>
        <translation>{n} auf dieser Seite gefunden.</translation>
    </message>
    <message>
        <source>{n} on the other tab.</source>
        <translation>{n} auf dem anderen Reiter.</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>The host cannot save the match: its disk is full. Play waits until it can.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Datenträger ist voll. Das Spiel wartet, bis er es wieder kann.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder may not be written. Play waits until it can.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Ordner darf nicht beschrieben werden. Das Spiel wartet, bis er es wieder kann.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder is gone. Play waits until it can.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Ordner ist verschwunden. Das Spiel wartet, bis er es wieder kann.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk failed. Play waits until it can.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Datenträger hat einen Fehler. Das Spiel wartet, bis er es wieder kann.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk is full.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Datenträger ist voll.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder may not be written.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Ordner darf nicht beschrieben werden.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder is gone.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Ordner ist verschwunden.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk failed.</source>
        <translation>Der Host kann die Partie nicht speichern: Sein Datenträger hat einen Fehler.</translation>
    </message>
    <message>
        <source>The host saves the match again. Play goes on.</source>
        <translation>Der Host speichert die Partie wieder. Das Spiel geht weiter.</translation>
    </message>
</context>
<context>
    <name>SeatControl</name>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>{name} takes the seat back from the computer</source>
        <translation>{name} übernimmt den Platz wieder vom Computer</translation>
    </message>
    <message>
        <source>{name}&apos;s seat is played by the computer ({level})</source>
        <translation>Den Platz von {name} spielt jetzt der Computer ({level})</translation>
    </message>
    <message>
        <source>Let the computer play {name}</source>
        <translation>Den Computer für {name} spielen lassen</translation>
    </message>
    <message>
        <source>Take back {name}&apos;s seat</source>
        <translation>Platz von {name} zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Pause the computer players</source>
        <translation>Computerspieler &amp;anhalten</translation>
    </message>
    <message>
        <source>No seat can change hands now</source>
        <translation>Gerade kann kein Platz den Spieler wechseln</translation>
    </message>
</context>
<context>
    <name>SeatPage</name>
    <message>
        <source>3. Your seat</source>
        <extracomment>The seat this computer held in the match (``held_seats``) is to be taken back.</extracomment>
        <translation>3. Dein Platz</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zusehen</translation>
    </message>
    <message>
        <source>See the match as a spectator: what everyone sees, never a hand</source>
        <translation>Die Partie als Zuschauer sehen: was alle sehen, nie eine Hand</translation>
    </message>
    <message>
        <source>{game} at {address} — {players} players</source>
        <translation>{game} bei {address} — {players} Spieler</translation>
    </message>
    <message>
        <source>played by the host&apos;s computer</source>
        <translation>gespielt vom Computer des Gastgebers</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>besetzt</translation>
    </message>
    <message>
        <source>taken (away)</source>
        <translation>besetzt (weg)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Take back my seat</source>
        <translation>Meinen Platz zurücknehmen</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>Hier setzen</translation>
    </message>
    <message>
        <source>This match is full: every seat is taken. You can still watch.</source>
        <translation>Diese Partie ist voll: Jeder Platz ist besetzt. Du kannst trotzdem zusehen.</translation>
    </message>
    <message>
        <source>This match is full: every seat is taken. The host does not allow spectators.</source>
        <translation>Diese Partie ist voll: Jeder Platz ist besetzt. Der Gastgeber erlaubt keine Zuschauer.</translation>
    </message>
</context>
<context>
    <name>SeenBy</name>
    <message>
        <source>Everything revealed</source>
        <translation>Alles aufgedeckt</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Ein Zuschauer</translation>
    </message>
    <message>
        <source>with everything revealed</source>
        <translation>mit allem aufgedeckt</translation>
    </message>
    <message>
        <source>as a spectator saw it</source>
        <translation>wie ein Zuschauer es sah</translation>
    </message>
    <message>
        <source>as {name} saw it</source>
        <translation>wie {name} es sah</translation>
    </message>
    <message>
        <source>Whose eyes the board, the log and the match graph show</source>
        <translation>Mit wessen Augen Spielbrett, Protokoll und Partieverlauf gezeigt werden</translation>
    </message>
</context>
<context>
    <name>StandInPanel</name>
    <message>
        <source>Players who left</source>
        <translation>Spieler, die gegangen sind</translation>
    </message>
    <message>
        <source>Wait for {name}</source>
        <translation>Auf {name} warten</translation>
    </message>
    <message>
        <source>{computer} plays for them</source>
        <translation>{computer} spielt für sie</translation>
    </message>
    <message>
        <source>Who plays for {name}</source>
        <translation>Wer für {name} spielt</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>COMING SOON</source>
        <extracomment>Where the boards live, one module per game id (``ui.games.board_class``).</extracomment>
        <translation>DEMNÄCHST</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A short guided match against the computer: a coach shows you each step</source>
        <translation>Eine kurze geführte Partie gegen den Computer: ein Trainer zeigt dir jeden Schritt</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>How to play {game}, and its full rules</source>
        <translation>So spielt man {game}, und die vollständigen Regeln</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <extracomment>Labels in the same place of the other cards: each keeps room for the longest of them, so the cards&apos; texts, and so their pictures, line up (in German two taglines took a fourth line and the third card&apos;s picture stood taller than the others&apos;). &quot;Learn to play&quot;: the game&apos;s guided first match (issue 35, ``ui.coach``).</extracomment>
        <translation>{least}–{most} Spieler</translation>
    </message>
    <message>
        <source>Three Palaces</source>
        <extracomment>The narrowest a list button gets: a few words stay readable. A game&apos;s guided first match (issue 35). Review a finished match from the archive (its entry&apos;s id). Take back a LAN seat kept in ``held_seats`` (the ``HeldSeat``), its host answering. Serve again a match this computer hosted (the ``hosted_matches.HostedMatch``). The LAN entries under Continue: seats to take back, then matches to host again. Match ids served by this program now (the main window&apos;s hosting): not offered again.</extracomment>
        <translation>Drei Paläste</translation>
    </message>
    <message>
        <source>Palace-building games for the whole table — at one screen, across the network, or against the computer.</source>
        <translation>Palastbauspiele für den ganzen Tisch — an einem Bildschirm, über das Netzwerk oder gegen den Computer.</translation>
    </message>
    <message>
        <source>Host a LAN match…</source>
        <translation>Eine LAN-Partie ausrichten…</translation>
    </message>
    <message>
        <source>Open a match to friends on this network; they join with its code</source>
        <translation>Eine Partie für Freunde in diesem Netzwerk öffnen; sie treten mit ihrem Code bei</translation>
    </message>
    <message>
        <source>Join a LAN match…</source>
        <translation>Einer LAN-Partie beitreten…</translation>
    </message>
    <message>
        <source>Join a match a friend hosts on this network</source>
        <translation>Einer Partie beitreten, die ein Freund in diesem Netzwerk ausrichtet</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a saved match file (Ctrl+O)</source>
        <translation>Eine gespeicherte Partiedatei öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <source>No unfinished matches. Every match is saved as you play: if one is ever cut short (a crash, a power cut), it waits here.</source>
        <translation>Keine unfertigen Partien. Jede Partie wird beim Spielen gesichert: Wird eine einmal unterbrochen (ein Absturz, ein Stromausfall), wartet sie hier.</translation>
    </message>
    <message>
        <source>{game} — {names}  ·  step {steps}  ·  {when}</source>
        <translation>{game} — {names}  ·  Schritt {steps}  ·  {when}</translation>
    </message>
    <message>
        <source>Forget this unfinished match (its autosave is deleted)</source>
        <translation>Diese unfertige Partie vergessen (ihre automatische Sicherung wird gelöscht)</translation>
    </message>
    <message>
        <source>{game}: back to seat {n}  ·  {address}</source>
        <translation>{game}: zurück auf Platz {n}  ·  {address}</translation>
    </message>
    <message>
        <source>Take your seat back in this LAN match: its host is answering now</source>
        <translation>Deinen Platz in dieser LAN-Partie zurücknehmen: ihr Gastgeber antwortet gerade</translation>
    </message>
    <message>
        <source>Continue hosting {game}</source>
        <translation>{game} weiter ausrichten</translation>
    </message>
    <message>
        <source>Serve this LAN match again with the same code; the others come back to it</source>
        <translation>Diese LAN-Partie mit demselben Code wieder ausrichten; die anderen kehren zu ihr zurück</translation>
    </message>
    <message>
        <source>Forget this LAN match here</source>
        <translation>Diese LAN-Partie hier vergessen</translation>
    </message>
    <message>
        <source>Matches you save or open appear here.</source>
        <translation>Partien, die du speicherst oder öffnest, erscheinen hier.</translation>
    </message>
</context>
<context>
    <name>TakebackBar</name>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Waiting for the others to accept your takeback… ({left} s)</source>
        <translation>Warte, bis die anderen deiner Zurücknahme zustimmen… ({left} s)</translation>
    </message>
    <message>
        <source>{name} asks to take back their last move. ({left} s left)</source>
        <translation>{name} bittet darum, den letzten eigenen Zug zurückzunehmen. (noch {left} s)</translation>
    </message>
    <message>
        <source>{name} asked to take back their last move; waiting for answers.</source>
        <translation>{name} hat um die Zurücknahme des letzten eigenen Zuges gebeten; warte auf Antworten.</translation>
    </message>
    <message>
        <source>{name}, take back your last action?</source>
        <translation>{name}, deine letzte Aktion zurücknehmen?</translation>
    </message>
    <message>
        <source>({line})</source>
        <translation>({line})</translation>
    </message>
    <message>
        <source>Yes, take it back</source>
        <translation>Ja, zurücknehmen</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nein, behalten</translation>
    </message>
</context>
<context>
    <name>TargetDieItem</name>
    <message>
        <source>Pavilion die (d8): {n} — the target</source>
        <translation>Pavillonwürfel (W8): {n} — das Ziel</translation>
    </message>
    <message>
        <source>Pavilion die (d8)</source>
        <translation>Pavillonwürfel (W8)</translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Warte darauf, dass der Gastgeber die Partie startet…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the lobby; the host sees that you left and can free your seat</source>
        <translation>Den Wartebereich verlassen; der Gastgeber sieht, dass du gegangen bist, und kann deinen Platz freigeben</translation>
    </message>
    <message>
        <source>the match</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <source>You are watching {game}.</source>
        <translation>Du siehst {game} zu.</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {game} as {name}.</source>
        <translation>Du sitzt auf Platz {n} von {game} als {name}.</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {game}.</source>
        <translation>Du sitzt auf Platz {n} von {game}.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Reconnecting…</source>
        <translation>Die Verbindung zum Gastgeber ist verloren. Verbinde neu…</translation>
    </message>
    <message>
        <source>played by the host&apos;s computer</source>
        <translation>gespielt vom Computer des Gastgebers</translation>
    </message>
    <message>
        <source>here</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>wartet auf einen Spieler</translation>
    </message>
</context>
<context>
    <name>WorkerItem</name>
    <message>
        <source>Neutral worker</source>
        <extracomment>Colour-blind mode: the symbol larger and outlined.</extracomment>
        <translation>Neutraler Arbeiter</translation>
    </message>
    <message>
        <source>Worker of Player {n}</source>
        <translation>Arbeiter von Spieler {n}</translation>
    </message>
</context>
</TS>
