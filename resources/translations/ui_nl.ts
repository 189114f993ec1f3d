<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>About</name>
    <message>
        <source>{game}: rules version {version}</source>
        <translation>{game}: spelregelversie {version}</translation>
    </message>
    <message>
        <source>A match keeps the rules it was started under, also when a later version opens it.</source>
        <translation>Een partij houdt de regels waarmee ze begon, ook als een latere versie haar opent.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Onnauwkeurigheid</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>How often the screen draws the marks while they come (ms).</extracomment>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>The previous marked decision</source>
        <translation>De vorige gemarkeerde beslissing</translation>
    </message>
    <message>
        <source>The next marked decision</source>
        <translation>De volgende gemarkeerde beslissing</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Betere zet tonen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <source>Analysis: summary</source>
        <translation>Analyse: overzicht</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslissingen</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Gemiddeld verlies</translation>
    </message>
    <message>
        <source>Click a count of marks to go to them, one by one.</source>
        <translation>Klik op een aantal markeringen om ze een voor een te bekijken.</translation>
    </message>
    <message>
        <source>{points} points of win chance</source>
        <translation>{points} procentpunten winkans</translation>
    </message>
    <message>
        <source>Go to the marks of {name}: {mark}</source>
        <translation>Naar de markeringen van {name}: {mark}</translation>
    </message>
    <message>
        <source>Loss: how much the computer&apos;s estimate of the player&apos;s chance to win fell short of its preferred move, judged from what the player knew then.</source>
        <translation>Verlies: hoeveel de door de computer geschatte winkans achterbleef bij die van zijn voorkeurszet, beoordeeld naar wat de speler toen wist.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <extracomment>Marks came in while the analysis runs: the slider, the graph and the bar follow (the log gets them at the end of each pass, with a redraw of the whole screen). The analysis shown (complete, or growing while the process runs), and for which record. The record the shown analysis was last checked against (``refresh``). The suggestions as the bar tells them, by step, move and names (``_move_text``). The line saying why the better move is better, while it is drawn (tests read it), and the step it was drawn at. How much the analysis does (tests ask for less). Marks coming in are drawn together: a redraw of the whole screen per batch (20 a second) would take a fifth of the UI thread&apos;s time.</extracomment>
        <translation>Bezig met starten…</translation>
    </message>
    <message>
        <source>Quick look: %v of %m decisions</source>
        <translation>Snelle blik: %v van %m beslissingen</translation>
    </message>
    <message>
        <source>Deeper look: %v of %m marked</source>
        <translation>Nadere blik: %v van %m gemarkeerde</translation>
    </message>
    <message>
        <source>The analysis could not be made.</source>
        <translation>De analyse kon niet worden gemaakt.</translation>
    </message>
    <message>
        <source>Step to a marked decision (◀ ? and ? ▶), or click a mark on the slider or the graph.</source>
        <translation>Ga naar een gemarkeerde beslissing (◀ ? en ? ▶) of klik op een markering op de schuifbalk of in de grafiek.</translation>
    </message>
    <message>
        <source>{name}&apos;s move is the computer&apos;s choice too ({chance} to win after it).</source>
        <translation>De zet van {name} is ook de keuze van de computer ({chance} winkans daarna).</translation>
    </message>
    <message>
        <source>{name}&apos;s move leaves {played} to win; the computer prefers “{move}”: {suggested}.</source>
        <translation>Na de zet van {name} blijft {played} winkans over; de computer verkiest „{move}”: {suggested}.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>Judge every decision from what its player knew then</source>
        <translation>Elke beslissing beoordelen naar wat de speler toen wist</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Finished matches</source>
        <translation>Beëindigde partijen</translation>
    </message>
    <message>
        <source>Every match that ended on this computer, the last one first.</source>
        <translation>Elke partij die op deze computer is beëindigd, de laatste eerst.</translation>
    </message>
</context>
<context>
    <name>ArchiveList</name>
    <message>
        <source>Match</source>
        <extracomment>Where an item keeps its entry&apos;s id, and the value its column sorts by. The columns&apos; headings, English (marked for translation; the list shows them translated).</extracomment>
        <translation>Partij</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Stappen</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>1 hint</source>
        <translation>1 aanwijzing</translation>
    </message>
    <message>
        <source>{n} hints</source>
        <translation>{n} aanwijzingen</translation>
    </message>
    <message>
        <source>{game} — {players}
{winner} won  ·  {day}  ·  {steps} steps</source>
        <translation>{game} — {players}
{winner} won  ·  {day}  ·  {steps} stappen</translation>
    </message>
    <message>
        <source>Search</source>
        <extracomment>Open this entry (its id) in review. An entry was deleted (another list of the archive may want to refresh).</extracomment>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Search players, game or winner</source>
        <translation>Zoek spelers, spel of winnaar</translation>
    </message>
    <message>
        <source>Show only the matches with these words in a player&apos;s name, the game or the winner</source>
        <translation>Alleen de partijen tonen met deze woorden in een spelersnaam, het spel of de winnaar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Review the selected match (or double-click it)</source>
        <translation>De gekozen partij terugkijken (of dubbelklikken)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>Delete the selected match from the archive (Delete)</source>
        <translation>De gekozen partij uit het archief verwijderen (Delete)</translation>
    </message>
    <message>
        <source>{label}
{winner} won · {steps} steps
Double-click to review it.</source>
        <translation>{label}
{winner} won · {steps} stappen
Dubbelklik om terug te kijken.</translation>
    </message>
    <message>
        <source>Every match that ends is kept here, to review whenever you like.</source>
        <translation>Elke beëindigde partij wordt hier bewaard, zodat je haar altijd kunt terugkijken.</translation>
    </message>
    <message>
        <source>No finished match has “{query}” in its players, game or winner.</source>
        <translation>Geen beëindigde partij heeft „{query}” in spelers, spel of winnaar.</translation>
    </message>
    <message>
        <source>Delete this finished match?</source>
        <translation>Deze beëindigde partij verwijderen?</translation>
    </message>
    <message>
        <source>{label}

It is deleted from the archive for good and cannot be reviewed again.</source>
        <translation>{label}

Ze wordt definitief uit het archief verwijderd en kan niet meer worden teruggekeken.</translation>
    </message>
    <message>
        <source>Cannot delete the match</source>
        <translation>De partij kan niet worden verwijderd</translation>
    </message>
</context>
<context>
    <name>ArkadiaBoard</name>
    <message>
        <source>The display is empty.</source>
        <extracomment>Pieces kept hidden for a jump back (``_put_aside``): a match&apos;s buildings and a few workers on each square they stood on. The pieces&apos; pictures by look, this board&apos;s own (its words are in this board&apos;s language). A decision put up for review&apos;s better move (``show_choices``): buttons that take no click. Each piece on the board by what it looks like (kind, place, owner, state). Pieces the view no longer shows, hidden in the scene by look, the oldest first: a jump back in review shows them again instead of making and painting them anew.</extracomment>
        <translation>Er liggen geen open kaarten.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Jouw hand</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handkaarten</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Hand van {name}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Hands are private</source>
        <translation>Handkaarten zijn geheim</translation>
    </message>
    <message>
        <source>Take the screen to see your hand.</source>
        <translation>Neem het scherm over om je hand te zien.</translation>
    </message>
    <message>
        <source>No cards in hand.</source>
        <translation>Geen kaarten in je hand.</translation>
    </message>
    <message>
        <source>1 card, hidden: hold P to peek.</source>
        <translation>1 kaart, verborgen: houd P vast om te kijken.</translation>
    </message>
    <message>
        <source>{count} cards, hidden: hold P to peek.</source>
        <translation>{count} kaarten, verborgen: houd P vast om te kijken.</translation>
    </message>
    <message>
        <source>Use a banner…</source>
        <translation>Banier inzetten…</translation>
    </message>
    <message>
        <source>Cash seals…</source>
        <translation>Zegels inwisselen…</translation>
    </message>
</context>
<context>
    <name>ArkadiaPointing</name>
    <message>
        <source>Exchange your {card} (you cannot build)</source>
        <translation>Je {card} ruilen (je kunt niet bouwen)</translation>
    </message>
    <message>
        <source>Build your {card}</source>
        <translation>Je {card} bouwen</translation>
    </message>
    <message>
        <source>Take the {card} from the display</source>
        <translation>De {card} van de open kaarten nemen</translation>
    </message>
    <message>
        <source>Draw from the pile</source>
        <translation>Van de stapel trekken</translation>
    </message>
    <message>
        <source>Place workers beside this building</source>
        <translation>Arbeiders naast dit gebouw plaatsen</translation>
    </message>
    <message>
        <source>Build here: {square}</source>
        <translation>Hier bouwen: {square}</translation>
    </message>
    <message>
        <source>A worker on {square} (again: the next kind, then none)</source>
        <translation>Een arbeider op {square} (nogmaals: de volgende soort, dan geen)</translation>
    </message>
    <message>
        <source>A castle piece on {square}</source>
        <translation>Een kasteelsteen op {square}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Veld {square}</translation>
    </message>
    <message>
        <source>Castle pieces in {colour}</source>
        <translation>Kasteelstenen in het {colour}</translation>
    </message>
</context>
<context>
    <name>ArkadiaPrompt</name>
    <message>
        <source>R or the mouse wheel turns it, F mirrors it, Ctrl+wheel zooms</source>
        <translation>R of het muiswiel draait het, F spiegelt het, Ctrl+muiswiel zoomt</translation>
    </message>
    <message>
        <source>{n} worker</source>
        <translation>{n} arbeider</translation>
    </message>
    <message>
        <source>{n} workers</source>
        <translation>{n} arbeiders</translation>
    </message>
    <message>
        <source>{n} turn</source>
        <translation>{n} beurt</translation>
    </message>
    <message>
        <source>{n} turns</source>
        <translation>{n} beurten</translation>
    </message>
    <message>
        <source>{n} piece</source>
        <translation>{n} kasteelsteen</translation>
    </message>
    <message>
        <source>{n} pieces</source>
        <translation>{n} kasteelstenen</translation>
    </message>
    <message>
        <source>{n} castle piece</source>
        <translation>{n} kasteelsteen</translation>
    </message>
    <message>
        <source>{n} castle pieces</source>
        <translation>{n} kasteelstenen</translation>
    </message>
    <message>
        <source>Done with workers</source>
        <translation>Klaar met arbeiders</translation>
    </message>
    <message>
        <source>Place {workers}</source>
        <translation>{workers} plaatsen</translation>
    </message>
    <message>
        <source>This is the last turn of the game.</source>
        <translation>Dit is de laatste beurt van het spel.</translation>
    </message>
    <message>
        <source>Final round: {turns} left after this one.</source>
        <translation>Laatste ronde: hierna nog {turns}.</translation>
    </message>
    <message>
        <source>The final round is running.</source>
        <translation>De laatste ronde is bezig.</translation>
    </message>
    <message>
        <source>The game is over: every seal was cashed at the final values — see the ranking.</source>
        <translation>Het spel is afgelopen: alle zegels zijn tegen de eindwaarden ingewisseld — zie de ranglijst.</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>De volgende speler</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>De kaarten worden gedeeld.</translation>
    </message>
    <message>
        <source>{name} is playing; please wait.</source>
        <translation>{name} is aan de beurt; even wachten.</translation>
    </message>
    <message>
        <source>Build your {card}: move it over the board ({controls}) and click where it shows green — Esc puts the card back.</source>
        <translation>Bouw je {card}: beweeg het over het bord ({controls}) en klik waar het groen wordt — Esc legt de kaart terug.</translation>
    </message>
    <message>
        <source>building</source>
        <translation>gebouw</translation>
    </message>
    <message>
        <source>Click empty squares beside the {building} to add workers (click again: own → neutral → none), then press “{button}” or Enter.</source>
        <translation>Klik op lege velden naast het gebouw ({building}) om arbeiders te plaatsen (nogmaals klikken: eigen → neutraal → geen) en druk dan op „{button}” of Enter.</translation>
    </message>
    <message>
        <source>Choose a highlighted building to add more workers beside it, or press “{button}”.</source>
        <translation>Kies een gemarkeerd gebouw om er meer arbeiders naast te plaatsen, of druk op „{button}”.</translation>
    </message>
    <message>
        <source>Refill your hand: click a display card or the pile.</source>
        <translation>Vul je hand aan: klik op een open kaart of op de stapel.</translation>
    </message>
    <message>
        <source>A building is complete! Choose a colour from pool {floor} in the castle panel, then a free lot square ({pieces} to place on floor {floor}).</source>
        <translation>Een gebouw is af! Kies in het kasteelpaneel een kleur uit voorraad {floor} en dan een vrij veld van de bouwplaats ({pieces} te plaatsen op bouwlaag {floor}).</translation>
    </message>
    <message>
        <source>Click a free lot square to place the {colour} piece on floor {floor} ({pieces} to place; another pool colour changes it).</source>
        <translation>Klik op een vrij veld van de bouwplaats om de {colour} kasteelsteen op bouwlaag {floor} te plaatsen ({pieces} te plaatsen; een andere kleur uit de voorraad wisselt hem).</translation>
    </message>
    <message>
        <source>Use a banner (2 workers, then cash seals) or end your turn.</source>
        <translation>Zet een banier in (2 arbeiders, daarna zegels inwisselen) of beëindig je beurt.</translation>
    </message>
    <message>
        <source>No banner left: end your turn.</source>
        <translation>Geen banier meer: beëindig je beurt.</translation>
    </message>
    <message>
        <source>Cash seals with the banner dialog, or end your turn.</source>
        <translation>Wissel zegels in via het baniervenster of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <source>You can neither build nor place workers: click a hand card to discard it and draw anew.</source>
        <translation>Je kunt niet bouwen en geen arbeiders plaatsen: klik op een handkaart om die af te leggen en een nieuwe te trekken.</translation>
    </message>
    <message>
        <source>You can neither build nor place workers and hold no cards: press Pass.</source>
        <translation>Je kunt niet bouwen, geen arbeiders plaatsen en hebt geen kaarten: druk op „Passen”.</translation>
    </message>
    <message>
        <source>Your turn: choose a card from your hand to build, or click a building to place workers beside it.</source>
        <translation>Jij bent aan de beurt: kies een handkaart om te bouwen, of klik op een gebouw om er arbeiders naast te plaatsen.</translation>
    </message>
    <message>
        <source>Your turn: choose a card from your hand to build.</source>
        <translation>Jij bent aan de beurt: kies een handkaart om te bouwen.</translation>
    </message>
    <message>
        <source>Your turn: click a building to place workers beside it.</source>
        <translation>Jij bent aan de beurt: klik op een gebouw om er arbeiders naast te plaatsen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Final round — {turns} left</source>
        <translation>Laatste ronde — nog {turns}</translation>
    </message>
    <message>
        <source>Turn {n}: {name} to play</source>
        <translation>Beurt {n}: {name} is aan zet</translation>
    </message>
    <message>
        <source>Completed this turn: {buildings}</source>
        <translation>Deze beurt voltooid: {buildings}</translation>
    </message>
    <message>
        <source>{name} places {pieces}</source>
        <translation>{name} plaatst {pieces}</translation>
    </message>
    <message>
        <source>Supply: {neutral} neutral worker · discard pile {discards}</source>
        <translation>Voorraad: {neutral} neutrale arbeider · aflegstapel {discards}</translation>
    </message>
    <message>
        <source>Supply: {neutral} neutral workers · discard pile {discards}</source>
        <translation>Voorraad: {neutral} neutrale arbeiders · aflegstapel {discards}</translation>
    </message>
    <message>
        <source>Tiles left: {counts}</source>
        <translation>Resterende tegels: {counts}</translation>
    </message>
</context>
<context>
    <name>ArkadiaSidePanel</name>
    <message>
        <source>Behind your screen</source>
        <translation>Achter je zichtscherm</translation>
    </message>
    <message>
        <source>Behind the screen of {name}</source>
        <translation>Achter het zichtscherm van {name}</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Draaien</translation>
    </message>
    <message>
        <source>Turn the building a quarter (R or the mouse wheel)</source>
        <translation>Het gebouw een kwartslag draaien (R of het muiswiel)</translation>
    </message>
    <message>
        <source>⇋ Mirror</source>
        <translation>⇋ Spiegelen</translation>
    </message>
    <message>
        <source>Mirror the building (F)</source>
        <translation>Het gebouw spiegelen (F)</translation>
    </message>
    <message>
        <source>✕ Cancel</source>
        <translation>✕ Annuleren</translation>
    </message>
    <message>
        <source>Put the card back in your hand (Esc)</source>
        <translation>De kaart terug in je hand leggen (Esc)</translation>
    </message>
    <message>
        <source>Place workers</source>
        <translation>Arbeiders plaatsen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <source>Every screen is open now: see the player cards and the ranking.</source>
        <translation>Alle zichtschermen zijn nu open: zie de spelerskaarten en de ranglijst.</translation>
    </message>
    <message>
        <source>Screens are private</source>
        <translation>Zichtschermen zijn geheim</translation>
    </message>
    <message>
        <source>Each player sees what lies behind their own screen.</source>
        <translation>Elke speler ziet wat er achter zijn eigen zichtscherm ligt.</translation>
    </message>
    <message>
        <source>Workers: {own} own · {neutral} neutral</source>
        <translation>Arbeiders: {own} eigen · {neutral} neutraal</translation>
    </message>
    <message>
        <source>Banners: {banners}   Gold: {gold}</source>
        <translation>Banieren: {banners}   Goud: {gold}</translation>
    </message>
</context>
<context>
    <name>ArkadiaSummary</name>
    <message>
        <source>Screen</source>
        <translation>Zichtscherm</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Zegels</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbool</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>{hand} in hand · {banners} banner</source>
        <translation>{hand} in de hand · {banners} banier</translation>
    </message>
    <message>
        <source>{hand} in hand · {banners} banners</source>
        <translation>{hand} in de hand · {banners} banieren</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiders</translation>
    </message>
    <message>
        <source>{placed} placed · {supply} in supply</source>
        <translation>{placed} geplaatst · {supply} in voorraad</translation>
    </message>
    <message>
        <source>{own} own · {neutral} neutral worker</source>
        <translation>{own} eigen · {neutral} neutrale arbeider</translation>
    </message>
    <message>
        <source>{own} own · {neutral} neutral workers</source>
        <translation>{own} eigen · {neutral} neutrale arbeiders</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>Final gold</source>
        <translation>Eindgoud</translation>
    </message>
    <message>
        <source>{total} ({gold} before seals)</source>
        <translation>{total} ({gold} vóór de zegels)</translation>
    </message>
</context>
<context>
    <name>ArkadiaTable</name>
    <message>
        <source>Display</source>
        <translation>Open kaarten</translation>
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
        <translation>Banier inzetten</translation>
    </message>
    <message>
        <source>Cash seals</source>
        <translation>Zegels inwisselen</translation>
    </message>
    <message>
        <source>You have used this turn&apos;s banner: cash any of your seals at today&apos;s values.</source>
        <translation>Je hebt de banier van deze beurt ingezet: wissel zegels naar keuze in tegen de huidige waarden.</translation>
    </message>
    <message>
        <source>The banner&apos;s workers are already behind your screen.</source>
        <translation>De arbeiders van de banier liggen al achter je zichtscherm.</translation>
    </message>
    <message>
        <source>A banner leaves the game (you have {banners}; {left} will be left). Then you may cash seals at the current values.</source>
        <translation>Een banier verlaat het spel (je hebt er {banners}; er blijven er {left} over). Daarna mag je zegels inwisselen tegen de huidige waarden.</translation>
    </message>
    <message>
        <source>You gain 1 of your own workers from the supply ({free} there now).</source>
        <translation>Je krijgt 1 van je eigen arbeiders uit de voorraad (daar nu {free}).</translation>
    </message>
    <message>
        <source>You gain {n} of your own workers from the supply ({free} there now).</source>
        <translation>Je krijgt {n} van je eigen arbeiders uit de voorraad (daar nu {free}).</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Zegel</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>In bezit</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Inwisselen</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>Cash all</source>
        <translation>Alles inwisselen</translation>
    </message>
    <message>
        <source>Cash none</source>
        <translation>Niets inwisselen</translation>
    </message>
    <message>
        <source>Use banner</source>
        <translation>Banier inzetten</translation>
    </message>
    <message>
        <source>Gold: {gold} → {total}  (+{gained})</source>
        <translation>Goud: {gold} → {total}  (+{gained})</translation>
    </message>
    <message>
        <source>Cash for {gold} gold</source>
        <translation>Inwisselen voor {gold} goud</translation>
    </message>
    <message>
        <source>Cash nothing</source>
        <translation>Niets inwisselen</translation>
    </message>
    <message>
        <source>Use banner and cash for {gold} gold</source>
        <translation>Banier inzetten en inwisselen voor {gold} goud</translation>
    </message>
    <message>
        <source>Use banner, cash nothing</source>
        <translation>Banier inzetten, niets inwisselen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>circle</source>
        <translation>cirkel</translation>
    </message>
    <message>
        <source>square</source>
        <translation>vierkant</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>driehoek</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ruit</translation>
    </message>
    <message>
        <source>star</source>
        <translation>ster</translation>
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
        <translation>Speelbord</translation>
    </message>
</context>
<context>
    <name>BotRunner</name>
    <message>
        <source>{name} (computer) failed: {error}</source>
        <extracomment>Closed runners whose bot is still thinking: kept alive until the (ignored) answer arrives, so closing a match never waits for a strong bot to finish its move. (ticket, seat, action or None, error text) Bot seats whose level this version cannot play (a match saved by a newer version). Paused: no bot starts a move until ``set_paused(False)``.</extracomment>
        <translation>{name} (computer) is vastgelopen: {error}</translation>
    </message>
    <message>
        <source>{name} (computer) chose an illegal action</source>
        <translation>{name} (computer) koos een ongeldige actie</translation>
    </message>
</context>
<context>
    <name>BribePicker</name>
    <message>
        <source>&lt;b&gt;Your secret bribery board&lt;/b&gt;</source>
        <extracomment>Widths remembered at most (a resized window asks for many); past it they are measured anew.</extracomment>
        <translation>&lt;b&gt;Jouw geheime omkoopbord&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hat</source>
        <translation>Hoed</translation>
    </message>
    <message>
        <source>Robe</source>
        <translation>Gewaad</translation>
    </message>
    <message>
        <source>Confirm bribe</source>
        <translation>Omkoping bevestigen</translation>
    </message>
    <message>
        <source>Turn both dials: the hat colour and the robe colour of the official you bribe.</source>
        <translation>Draai beide schijven: de hoedkleur en de gewaadkleur van de hofbeambte die je omkoopt.</translation>
    </message>
    <message>
        <source>You bribe the &lt;b&gt;{official}&lt;/b&gt; official.</source>
        <translation>Je koopt de hofbeambte met &lt;b&gt;{official}&lt;/b&gt; om.</translation>
    </message>
    <message>
        <source>The {official} official is banished: choose another.</source>
        <translation>De hofbeambte met {official} is verbannen: kies een andere.</translation>
    </message>
</context>
<context>
    <name>BuildingItem</name>
    <message>
        <source>{building} of the {family} family (completed)</source>
        <extracomment>False while the seat at the screen has nothing to do: clicks then fall through to the view, which pans the board on a drag. Qt asks for the bounds several times a repaint; a Python computation each time cost more than the blit of the cached picture (issue 18). The selection&apos;s ring, a child over the cached tile: marking twenty buildings choosable after a card is played used to paint twenty tiles again (issue 18).</extracomment>
        <translation>{building} van de familie {family} (voltooid)</translation>
    </message>
    <message>
        <source>{building} of the {family} family (open)</source>
        <translation>{building} van de familie {family} (open)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>1 card face down</source>
        <extracomment>(family, building) of the card whose name the tooltip says. Card names by face, rendered once (a board lives in one language).</extracomment>
        <translation>1 gesloten kaart</translation>
    </message>
    <message>
        <source>{n} cards face down</source>
        <translation>{n} gesloten kaarten</translation>
    </message>
    <message>
        <source>cards left</source>
        <translation>kaarten over</translation>
    </message>
    <message>
        <source>card left</source>
        <translation>kaart over</translation>
    </message>
</context>
<context>
    <name>CastlePanel</name>
    <message>
        <source>Seal values</source>
        <translation>Zegelwaarden</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Kasteel</translation>
    </message>
    <message>
        <source>pools</source>
        <translation>voorraden</translation>
    </message>
    <message>
        <source>Floor {n} · now</source>
        <extracomment>The heading, the plan and the count below it (which reaches past the band).</extracomment>
        <translation>Bouwlaag {n} · nu</translation>
    </message>
    <message>
        <source>Floor {n}</source>
        <translation>Bouwlaag {n}</translation>
    </message>
    <message>
        <source>{n}/10 placed</source>
        <translation>{n}/10 geplaatst</translation>
    </message>
</context>
<context>
    <name>CastleSquareItem</name>
    <message>
        <source>Castle: {colour} on floor {n}</source>
        <translation>Kasteel: {colour} op bouwlaag {n}</translation>
    </message>
    <message>
        <source>Printed {colour}</source>
        <translation>Opgedrukt: {colour}</translation>
    </message>
    <message>
        <source>Blank lot square</source>
        <translation>Leeg veld van de bouwplaats</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Latest chat message</source>
        <translation>Laatste chatbericht</translation>
    </message>
    <message>
        <source>Chat…</source>
        <translation>Chat…</translation>
    </message>
    <message>
        <source>Show every chat message of this match, and write one</source>
        <translation>Alle chatberichten van deze partij tonen, en er zelf een schrijven</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chatberichten</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Zeg iets…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatbericht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Nog niets gezegd.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Organisator</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The rules do not allow that: {reason} Try where the ring points.</source>
        <extracomment>Events after which the coach looks again: the screen&apos;s size, a click or key in what it points at (a click inside a picker changes no table and no prompt, yet the step points at the picker&apos;s next part after it), and a move or new size of it or a widget it lies in (the ring follows a button that a layout moved). Pixels around a target on the board that the bubble leaves free. The person&apos;s seat in a guided match. A bubble&apos;s buttons: (key, label); ``Coach._chosen`` does what a key means. The lesson was left to play on as a normal match: the coach says nothing more. Where the bubble points now (tests click its middle, as the person is asked to). The widget pointed at and those it lies in below the screen: a click in it (a picker&apos;s first half) or a move of any of them asks again where to point.</extracomment>
        <translation>Dat staan de regels niet toe: {reason} Probeer het waar de ring naar wijst.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>On my own</source>
        <translation>Zelf verder</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Goed om te weten</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Begrepen</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Maharaja&lt;/b&gt;! You are a prince who builds houses and palaces in the cities of Rajasthan. Each round the Maharaja visits one city and pays the princes who built most there; the most palaces win. I explain each step the first time it comes: do what the ring points at.</source>
        <translation>Welkom bij &lt;b&gt;Maharaja&lt;/b&gt;! Je bent een vorst die huizen en paleizen bouwt in de steden van Rajasthan. Elke ronde bezoekt de Maharaja één stad en betaalt de vorsten die daar het meest gebouwd hebben; de meeste paleizen winnen. Ik leg elke stap uit als hij voor het eerst komt: doe wat de ring aanwijst.</translation>
    </message>
    <message>
        <source>First every prince takes a &lt;b&gt;character card&lt;/b&gt;. Its number sets the order of the turns and each card has a power. Take this one.</source>
        <translation>Eerst neemt elke vorst een &lt;b&gt;personagekaart&lt;/b&gt;. Het getal bepaalt de volgorde van de beurten en elke kaart heeft een kracht. Neem deze.</translation>
    </message>
    <message>
        <source>Now place your four &lt;b&gt;starting houses&lt;/b&gt; in villages, for free. Click a lit village, this one for example.</source>
        <translation>Zet nu je vier &lt;b&gt;starthuizen&lt;/b&gt; gratis in dorpen. Klik op een oplichtend dorp, bijvoorbeeld dit.</translation>
    </message>
    <message>
        <source>Place your next starting house in a lit village.</source>
        <translation>Zet je volgende starthuis in een oplichtend dorp.</translation>
    </message>
    <message>
        <source>Each round you put two actions on your secret &lt;b&gt;action disc&lt;/b&gt;. Choose &lt;b&gt;Build house&lt;/b&gt;, then &lt;b&gt;Take gold&lt;/b&gt;, then confirm. The others see your disc only at your turn.</source>
        <translation>Elke ronde zet je twee acties op je geheime &lt;b&gt;actieschijf&lt;/b&gt;. Kies &lt;b&gt;Huis bouwen&lt;/b&gt;, dan &lt;b&gt;Goud nemen&lt;/b&gt;, en bevestig. De anderen zien je schijf pas in jouw beurt.</translation>
    </message>
    <message>
        <source>Your &lt;b&gt;turn&lt;/b&gt;: play the actions on your disc, in any order. &lt;b&gt;Build house&lt;/b&gt; puts a house into a village with room, or into the city where your architect stands, for 1 gold. Click it, then a lit place.</source>
        <translation>Jouw &lt;b&gt;beurt&lt;/b&gt;: voer de acties op je schijf uit, in willekeurige volgorde. &lt;b&gt;Huis bouwen&lt;/b&gt; zet voor 1 goud een huis in een dorp met plaats of in de stad waar je architect staat. Klik erop, dan op een oplichtende plaats.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take gold&lt;/b&gt; gives you 2 gold from the bank. Click it.</source>
        <translation>&lt;b&gt;Goud nemen&lt;/b&gt; geeft je 2 goud van de bank. Klik erop.</translation>
    </message>
    <message>
        <source>Your disc is used up: &lt;b&gt;end your turn&lt;/b&gt;. An action left on the disc would give every other prince 2 gold.</source>
        <translation>Je schijf is opgebruikt: &lt;b&gt;beëindig je beurt&lt;/b&gt;. Een overgebleven actie zou elke andere vorst 2 goud opleveren.</translation>
    </message>
    <message>
        <source>That was a whole turn. Every round goes so: discs, turns in card order, then the city the Maharaja visits is scored. At your turn your architect may also travel to a lit city, to build palaces there. Play on as a normal match, or leave the lesson.</source>
        <translation>Dat was een hele beurt. Zo gaat elke ronde: schijven, beurten in kaartvolgorde, dan wordt de stad gewaardeerd die de Maharaja bezoekt. In je beurt mag je architect ook naar een oplichtende stad reizen om daar paleizen te bouwen. Speel verder als gewone partij, of verlaat de les.</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;the Forbidden City&lt;/b&gt;! 25 officials wander the palace maze. You bribe one of them in secret; when an official reaches the target pavilion, its briber may claim a garment card. Anyone may claim it as a bluff, too.</source>
        <translation>Welkom in &lt;b&gt;de Verboden Stad&lt;/b&gt;! 25 hofbeambten dwalen door het paleisdoolhof. Je koopt er in het geheim één om; bereikt een hofbeambte het doelpaviljoen, dan mag wie hem omkocht een kledingkaart opeisen. Iedereen mag dat ook als bluf doen.</translation>
    </message>
    <message>
        <source>Set your secret &lt;b&gt;bribery board&lt;/b&gt;: turn the hat dial, then the robe dial, to the official you bet on, then confirm.</source>
        <translation>Stel je geheime &lt;b&gt;omkoopbord&lt;/b&gt; in: draai de hoedschijf en dan de gewaadschijf naar de hofbeambte op wie je inzet, en bevestig.</translation>
    </message>
    <message>
        <source>An official reached the pavilion, so every board is set anew: bribe an official again.</source>
        <translation>Een hofbeambte bereikte het paviljoen, dus elk bord wordt opnieuw ingesteld: koop weer een hofbeambte om.</translation>
    </message>
    <message>
        <source>Your &lt;b&gt;turn&lt;/b&gt;: slide an official along a corridor. Click an official, then one of the lit squares it can reach.</source>
        <translation>Jouw &lt;b&gt;beurt&lt;/b&gt;: schuif een hofbeambte door een gang. Klik op een hofbeambte, dan op een van de oplichtende velden die hij bereikt.</translation>
    </message>
    <message>
        <source>After each move a &lt;b&gt;fate die&lt;/b&gt; decides whether you may go on. You may move again, or stop with &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation>Na elke zet beslist een &lt;b&gt;lotsdobbelsteen&lt;/b&gt; of je door mag. Je mag nog eens zetten, of stoppen met &lt;b&gt;Beurt beëindigen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>That is how a turn goes. Bring an official into the target pavilion: its briber claims a card, and the others believe or doubt the claim. Play on as a normal match, or leave the lesson.</source>
        <translation>Zo gaat een beurt. Breng een hofbeambte in het doelpaviljoen: wie hem omkocht eist een kaart op, en de anderen geloven of betwijfelen dat. Speel verder als gewone partij, of verlaat de les.</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Arkadia&lt;/b&gt;! Together you build a town around the castle. Workers next to a building earn seals when the building is closed in on all sides; your banners turn seals into gold.</source>
        <translation>Welkom in &lt;b&gt;Arkadia&lt;/b&gt;! Samen bouwen jullie een stad rond het kasteel. Arbeiders naast een gebouw verdienen zegels als het gebouw aan alle kanten ingesloten is; je banieren wisselen zegels in voor goud.</translation>
    </message>
    <message>
        <source>Each turn you &lt;b&gt;build&lt;/b&gt; or place workers. To build, click a card of your hand, then a lit square (R turns the building).</source>
        <translation>Elke beurt &lt;b&gt;bouw&lt;/b&gt; je of zet je arbeiders in. Om te bouwen klik je op een kaart in je hand, dan op een oplichtend veld (R draait het gebouw).</translation>
    </message>
    <message>
        <source>Now &lt;b&gt;refill your hand&lt;/b&gt;: take a card from the display or the pile.</source>
        <translation>Nu &lt;b&gt;vul je je hand aan&lt;/b&gt;: neem een kaart uit de open kaarten of van de stapel.</translation>
    </message>
    <message>
        <source>A building is closed in: put a &lt;b&gt;castle piece&lt;/b&gt; on the castle. Its colour changes what the seals are worth.</source>
        <translation>Een gebouw is ingesloten: zet een &lt;b&gt;kasteelsteen&lt;/b&gt; op het kasteel. Zijn kleur verandert wat de zegels waard zijn.</translation>
    </message>
    <message>
        <source>You could cash seals with a &lt;b&gt;banner&lt;/b&gt; now; keep them for when they are worth more, and &lt;b&gt;end your turn&lt;/b&gt;.</source>
        <translation>Je zou nu zegels kunnen inwisselen met een &lt;b&gt;banier&lt;/b&gt;; bewaar ze tot ze meer waard zijn, en &lt;b&gt;beëindig je beurt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Instead of building you may put &lt;b&gt;workers&lt;/b&gt; beside a building: click it, mark a lit square, then click &lt;b&gt;Place 1 worker&lt;/b&gt; (the button reads &lt;b&gt;Done with workers&lt;/b&gt; until a square is marked).</source>
        <translation>In plaats van te bouwen mag je &lt;b&gt;arbeiders&lt;/b&gt; naast een gebouw zetten: klik erop, markeer een oplichtend veld, klik dan op &lt;b&gt;1 arbeider plaatsen&lt;/b&gt; (tot er een veld gemarkeerd is, staat op de knop &lt;b&gt;Klaar met arbeiders&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Your new building lets you put &lt;b&gt;workers&lt;/b&gt; beside it. Mark a lit square, then click &lt;b&gt;Place 1 worker&lt;/b&gt; (the button reads &lt;b&gt;Done with workers&lt;/b&gt; until a square is marked).</source>
        <translation>Naast je nieuwe gebouw mag je &lt;b&gt;arbeiders&lt;/b&gt; zetten. Markeer een oplichtend veld en klik dan op &lt;b&gt;1 arbeider plaatsen&lt;/b&gt; (tot er een veld gemarkeerd is, staat op de knop &lt;b&gt;Klaar met arbeiders&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workers&lt;/b&gt;: a new building lets you put workers beside it. Mark squares, then click the button that counts them (&lt;b&gt;Place 1 worker&lt;/b&gt;, &lt;b&gt;Place 2 workers&lt;/b&gt;).</source>
        <translation>&lt;b&gt;Arbeiders&lt;/b&gt;: naast een nieuw gebouw mag je arbeiders zetten. Markeer velden en klik dan op de knop die ze telt (&lt;b&gt;1 arbeider plaatsen&lt;/b&gt;, &lt;b&gt;2 arbeiders plaatsen&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>That is a turn of Arkadia. Build so that your workers stand beside buildings the others will close in, and cash seals when the castle makes them dear. Play on as a normal match, or leave the lesson.</source>
        <translation>Dat is een beurt van Arkadia. Bouw zo dat je arbeiders naast gebouwen staan die de anderen zullen insluiten, en wissel zegels in als het kasteel ze duur maakt. Speel verder als gewone partij, of verlaat de les.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Character cards&lt;/b&gt;: each prince takes one. Its number sets the order of the turns and each card has a power (its tooltip says which).</source>
        <translation>&lt;b&gt;Personagekaarten&lt;/b&gt;: elke vorst neemt er één. Het getal bepaalt de volgorde van de beurten en elke kaart heeft een kracht (de tooltip zegt welke).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Starting houses&lt;/b&gt;: place four houses in villages, one at a time, for free. Houses on a road open it for travelling later.</source>
        <translation>&lt;b&gt;Starthuizen&lt;/b&gt;: zet vier huizen gratis in dorpen, één tegelijk. Huizen langs een weg openen hem later om te reizen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Action disc&lt;/b&gt;: choose two actions in secret (the same one twice is allowed). You play them at your turn; an action left unused costs you 2 gold for every other prince.</source>
        <translation>&lt;b&gt;Actieschijf&lt;/b&gt;: kies in het geheim twee acties (dezelfde twee keer mag). Je voert ze uit in je beurt; een ongebruikte actie kost je 2 goud voor elke andere vorst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt;: play the actions on your disc in any order; your architect may travel before, between or after them. Then end your turn. The Maharaja&apos;s city is scored after every prince&apos;s turn.</source>
        <translation>&lt;b&gt;Jouw beurt&lt;/b&gt;: voer de acties op je schijf uit in willekeurige volgorde; je architect mag ervoor, ertussen of erna reizen. Beëindig dan je beurt. De stad van de Maharaja wordt gewaardeerd als elke vorst aan de beurt is geweest.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction&lt;/b&gt;: bid gold for the first choice of a character card, or pass.</source>
        <translation>&lt;b&gt;Veiling&lt;/b&gt;: bied goud voor de eerste keus van een personagekaart, of pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bribery board&lt;/b&gt;: set the hat and robe colour of the official you bet on, in secret. When that official reaches the target pavilion, you may claim a card.</source>
        <translation>&lt;b&gt;Omkoopbord&lt;/b&gt;: stel in het geheim de hoed- en gewaadkleur in van de hofbeambte op wie je inzet. Bereikt hij het doelpaviljoen, dan mag je een kaart opeisen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moving&lt;/b&gt;: slide any official along a corridor until you stop it. After each move a fate die decides whether you may go on; End turn stops by choice.</source>
        <translation>&lt;b&gt;Zetten&lt;/b&gt;: schuif een willekeurige hofbeambte door een gang tot je hem stopt. Na elke zet beslist een lotsdobbelsteen of je door mag; Beurt beëindigen stopt uit vrije wil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A claim&lt;/b&gt;: believe it, or doubt it. A doubted honest claim costs you a card; a doubted bluff pays you.</source>
        <translation>&lt;b&gt;Een claim&lt;/b&gt;: geloof hem of betwijfel hem. Een betwijfelde eerlijke claim kost je een kaart; een betwijfelde bluf betaalt jou.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The dragon&lt;/b&gt;: take a garment card, as the panel offers.</source>
        <translation>&lt;b&gt;De draak&lt;/b&gt;: neem een kledingkaart, zoals het paneel aanbiedt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A penalty&lt;/b&gt;: a card changes hands, as the panel says.</source>
        <translation>&lt;b&gt;Een straf&lt;/b&gt;: een kaart wisselt van eigenaar, zoals het paneel zegt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A bonus move&lt;/b&gt;: move one more official, or end your turn.</source>
        <translation>&lt;b&gt;Een bonuszet&lt;/b&gt;: verzet nog een hofbeambte, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt;: build (a card of your hand, then a square; R turns it) or place a worker on a free square.</source>
        <translation>&lt;b&gt;Jouw beurt&lt;/b&gt;: bouw (een kaart uit je hand, dan een veld; R draait) of zet een arbeider op een vrij veld.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refill&lt;/b&gt;: take a card from the display or from the pile.</source>
        <translation>&lt;b&gt;Aanvullen&lt;/b&gt;: neem een kaart uit de open kaarten of van de stapel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Castle&lt;/b&gt;: a building was closed in; put a castle piece. The colours on top set what each kind of seal is worth.</source>
        <translation>&lt;b&gt;Kasteel&lt;/b&gt;: een gebouw werd ingesloten; zet een kasteelsteen. De kleuren bovenop bepalen wat elke soort zegel waard is.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: you may cash seals with a banner now, or end your turn and keep them for later.</source>
        <translation>&lt;b&gt;Banieren&lt;/b&gt;: je mag nu zegels inwisselen met een banier, of je beurt beëindigen en ze voor later bewaren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cashing&lt;/b&gt;: choose how many seals of each family to turn into gold at their value now.</source>
        <translation>&lt;b&gt;Inwisselen&lt;/b&gt;: kies hoeveel zegels van elke familie je tegen hun huidige waarde inwisselt voor goud.</translation>
    </message>
</context>
<context>
    <name>ColourDial</name>
    <message>
        <source>{dial} colour: click a colour, roll the mouse wheel or use the arrow keys</source>
        <extracomment>F-1.4: the five colours a hat or a robe can have, in the engine&apos;s order.</extracomment>
        <translation>Kleur voor {dial}: klik op een kleur, draai aan het muiswiel of gebruik de pijltjestoetsen</translation>
    </message>
    <message>
        <source>{dial} colour</source>
        <translation>Kleur voor {dial}</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>geen gekozen</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Vermilion</source>
        <extracomment>(name shown in the dialog, colour stored in the seat) — distinct defaults in this order.</extracomment>
        <translation>Vermiljoen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Hemelsblauw</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
</context>
<context>
    <name>CourtPointing</name>
    <message>
        <source>The {official} official (picked up)</source>
        <translation>De hofbeambte met {official} (opgepakt)</translation>
    </message>
    <message>
        <source>The {official} official: pick it up to move it</source>
        <translation>De hofbeambte met {official}: oppakken om hem te verplaatsen</translation>
    </message>
    <message>
        <source>Enter the target pavilion</source>
        <translation>Het doelpaviljoen binnengaan</translation>
    </message>
    <message>
        <source>Move to square {square}</source>
        <translation>Naar veld {square} gaan</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Veld {square}</translation>
    </message>
    <message>
        <source>The {official} official</source>
        <translation>De hofbeambte met {official}</translation>
    </message>
</context>
<context>
    <name>DestinationItem</name>
    <message>
        <source>Click to enter the target pavilion</source>
        <translation>Klik om het doelpaviljoen binnen te gaan</translation>
    </message>
    <message>
        <source>Click to move to {square}</source>
        <translation>Klik om naar {square} te gaan</translation>
    </message>
</context>
<context>
    <name>DiscPicker</name>
    <message>
        <source>&lt;b&gt;Your secret action disc&lt;/b&gt;</source>
        <extracomment>The least width of a button (a third of the narrowest panel). A disc slot&apos;s side.</extracomment>
        <translation>&lt;b&gt;Jouw geheime actieschijf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click to empty this slot</source>
        <extracomment>Each button&apos;s name on one line (``_fit_names`` breaks the ones too wide for a column).</extracomment>
        <translation>Klik om dit vak leeg te maken</translation>
    </message>
    <message>
        <source>Confirm choice</source>
        <translation>Keuze bevestigen</translation>
    </message>
    <message>
        <source>Disc slot {n}</source>
        <translation>Vak {n} van de schijf</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>1st</source>
        <extracomment>The places&apos; words, English (marked for translation; ``place_word`` translates them).</extracomment>
        <translation>1e</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6e</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7e</translation>
    </message>
    <message>
        <source>8th</source>
        <translation>8e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>Save for review…</source>
        <extracomment>The card&apos;s shadow: its room around the card (the drop-shadow blur radius it replaces), its offset below the card, its darkness, and the card&apos;s corner radius. The title, ranking and explanation, painted by the card as one picture. The ranking&apos;s rows of (place, name, score) labels, kept between results.</extracomment>
        <translation>Opslaan om terug te kijken…</translation>
    </message>
    <message>
        <source>Keep the whole match, every secret now revealed, to review later</source>
        <translation>De hele partij bewaren, met elk geheim nu onthuld, om later terug te kijken</translation>
    </message>
    <message>
        <source>Review the match</source>
        <translation>Partij terugkijken</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Nieuwe partij…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Players: {names}</source>
        <extracomment>What Markdown reads as syntax anywhere in a line: the escape itself, code, emphasis, links and images (their brackets), inline HTML and autolinks, GFM strikethrough. Only these are escaped: escaping every punctuation mark made exports read &quot;(28 points).&quot; in plain text (issue 33). &quot;&amp;amp;&quot; would show as &quot;&amp;&quot;: an ampersand that begins an entity. What only means something at the start of a block: a heading, a quote, a list item, a rule. One line per outcome explanation, the winner&apos;s first; empty while the match runs. Bookmarks and comments by step (1 = the first line), as the review&apos;s log shows them.</extracomment>
        <translation>Spelers: {names}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>The match is not over.</source>
        <translation>De partij is nog niet afgelopen.</translation>
    </message>
    <message>
        <source>{name} wins.</source>
        <translation>{name} wint.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verslag</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML page (*.html)</source>
        <extracomment>File dialog filters, English (marked for translation; the dialogs show them translated).</extracomment>
        <translation>Markdown (*.md);;HTML-pagina (*.html)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>Verslag exporteren</translation>
    </message>
    <message>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Het verslag kon niet naar {path} worden geschreven: {error}</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Bord als PNG exporteren</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Bord exporteren</translation>
    </message>
    <message>
        <source>The board could not be saved to {path}: {error}</source>
        <translation>Het bord kon niet als {path} worden opgeslagen: {error}</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityActionPanel</name>
    <message>
        <source>Colour-blind letters (R B G Y K W P O)</source>
        <extracomment>What the buttons and their texts read from the view (the take prompt, the claim to answer).</extracomment>
        <translation>Kleurletters (R B G Y K W P O)</translation>
    </message>
    <message>
        <source>Write a colour&apos;s letter on every hat, robe, card and pavilion</source>
        <translation>De letter van de kleur op elke hoed, elk gewaad, elke kaart en elk paviljoen zetten</translation>
    </message>
    <message>
        <source>Animate moves and dice</source>
        <translation>Zetten en dobbelstenen animeren</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Stop moving; the next player takes over (F-3.4).</source>
        <translation>Stoppen met zetten; de volgende speler is aan de beurt (F-3.4).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; claims the &lt;b&gt;{official}&lt;/b&gt; official. If you doubt and the claim was honest, you give a card; if it was a bluff, you take one and are paid instead.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; claimt de hofbeambte met &lt;b&gt;{official}&lt;/b&gt;. Als je twijfelt en de claim eerlijk was, geef je een kaart af; was het bluf, dan neem je er een en word jij in plaats daarvan beloond.</translation>
    </message>
    <message>
        <source>Believe</source>
        <translation>Geloven</translation>
    </message>
    <message>
        <source>Doubt!</source>
        <translation>Betwijfelen!</translation>
    </message>
    <message>
        <source>Accept the claim</source>
        <translation>De claim aannemen</translation>
    </message>
    <message>
        <source>Challenge the claim: all boards are revealed</source>
        <translation>De claim betwijfelen: alle borden worden onthuld</translation>
    </message>
    <message>
        <source>Take the {card} from {name}</source>
        <translation>{card} van {name} nemen</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Deze kaart nemen</translation>
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
        <translation>{official} (onthuld)</translation>
    </message>
    <message>
        <source>set (secret)</source>
        <translation>ingesteld (geheim)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>niet ingesteld</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbool</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityPanel</name>
    <message>
        <source>Setting bribery boards</source>
        <extracomment>F-6.8 / F-7.1 and F-6: the Terrace holds 15, all-cards mode starts after 10 (engine constants). The smallest type a long player name is set in before it is cut short (still readable). The panel&apos;s boxes and bands (kept: a reused box compares its brush and pen with these). Scene pixels between two card groups of a hand (room for their captions to grow into). A group is as wide as its caption this many times over: on a 1280x720 laptop the board is drawn at about half its size and the caption lifted to 9 px (``board_text``) about doubles. What each part of the panel reads from the view (more than it needs is harmless: the part is only drawn again more often; less would leave it stale, which test_redraw_cache would see). One group per part of the panel (dice, Terrace, court, players&apos; heading, a row per player), and what it was drawn for (see ``sync``).</extracomment>
        <translation>Omkoopborden worden ingesteld</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · bonus move</source>
        <translation>{name} is aan de beurt · bonuszet</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · moves made: {n} of {total}</source>
        <translation>{name} is aan de beurt · zetten gedaan: {n} van {total}</translation>
    </message>
    <message>
        <source>{die} fate die (after move {n}): last roll {face}</source>
        <translation>Lotsdobbelsteen „{die}” (na zet {n}): laatste worp {face}</translation>
    </message>
    <message>
        <source>{die} fate die (after move {n})</source>
        <translation>Lotsdobbelsteen „{die}” (na zet {n})</translation>
    </message>
    <message>
        <source>Pavilion die: the target is {pavilion}</source>
        <translation>Paviljoendobbelsteen: het doel is {pavilion}</translation>
    </message>
    <message>
        <source>d8 · target</source>
        <translation>D8 · doel</translation>
    </message>
    <message>
        <source>Target: pavilion {n}</source>
        <translation>Doel: paviljoen {n}</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Nog geen doel</translation>
    </message>
    <message>
        <source>Last roll: the {die} die showed {face}.</source>
        <translation>Laatste worp: de {die} dobbelsteen toonde {face}.</translation>
    </message>
    <message>
        <source>Dice: black ends the turn · blank moves again · pavilion: new target · dragon: take a card.</source>
        <translation>Dobbelstenen: zwart beëindigt de beurt · leeg: nog een zet · paviljoen: nieuw doel · draak: een kaart nemen.</translation>
    </message>
    <message>
        <source>Terrace of banishment</source>
        <translation>Terras van de verbanning</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} van {total}</translation>
    </message>
    <message>
        <source>Banished: the {official} official</source>
        <translation>Verbannen: de hofbeambte met {official}</translation>
    </message>
    <message>
        <source>ALL-CARDS MODE</source>
        <translation>ALLE-KAARTEN-MODUS</translation>
    </message>
    <message>
        <source>after 10: all cards</source>
        <translation>na 10: alle kaarten</translation>
    </message>
    <message>
        <source>the 15th ends the game</source>
        <translation>de 15e beëindigt het spel</translation>
    </message>
    <message>
        <source>At the pavilion</source>
        <translation>Bij het paviljoen</translation>
    </message>
    <message>
        <source>No official has reached a pavilion yet. Bring one into the target pavilion; whoever bribed it is paid with a card.</source>
        <translation>Nog geen hofbeambte heeft een paviljoen bereikt. Breng er een naar het doelpaviljoen; wie hem heeft omgekocht, wordt met een kaart beloond.</translation>
    </message>
    <message>
        <source>Boards revealed:</source>
        <translation>Onthulde borden:</translation>
    </message>
    <message>
        <source>{name} had bribed the {official} official</source>
        <translation>{name} had de hofbeambte met {official} omgekocht</translation>
    </message>
    <message>
        <source>Players · cards grouped as they score</source>
        <translation>Spelers · kaarten gegroepeerd zoals ze scoren</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (jij)</translation>
    </message>
    <message>
        <source>Your bribery board: the {official} official (secret)</source>
        <translation>Jouw omkoopbord: de hofbeambte met {official} (geheim)</translation>
    </message>
    <message>
        <source>Bribery board: the {official} official (still secret in the match)</source>
        <translation>Omkoopbord: de hofbeambte met {official} (in de partij nog geheim)</translation>
    </message>
    <message>
        <source>secret board</source>
        <translation>geheim bord</translation>
    </message>
    <message>
        <source>Revealed board: {official}</source>
        <translation>Onthuld bord: {official}</translation>
    </message>
    <message>
        <source>your board</source>
        <translation>jouw bord</translation>
    </message>
    <message>
        <source>board revealed</source>
        <translation>bord onthuld</translation>
    </message>
    <message>
        <source>board set</source>
        <translation>bord ingesteld</translation>
    </message>
    <message>
        <source>no board yet</source>
        <translation>nog geen bord</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>nog geen kaarten</translation>
    </message>
    <message>
        <source>{group}: {points} points</source>
        <translation>{group}: {points} punten</translation>
    </message>
</context>
<context>
    <name>ForbiddenCityTexts</name>
    <message>
        <source>mixed set</source>
        <extracomment>The texts below are English, marked for translation (context &quot;ForbiddenCityTexts&quot;); ``tr`` translates them where they are shown.</extracomment>
        <translation>gemengde set</translation>
    </message>
    <message>
        <source>all three</source>
        <translation>alle drie</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>paar</translation>
    </message>
    <message>
        <source>single</source>
        <translation>los</translation>
    </message>
    <message>
        <source>black: the turn is over</source>
        <extracomment>F-5: what a fate die face means, in the words of the prompt.</extracomment>
        <translation>zwart: de beurt is voorbij</translation>
    </message>
    <message>
        <source>blank: move again</source>
        <translation>leeg: nog een zet</translation>
    </message>
    <message>
        <source>pavilion: the d8 rolled a new target</source>
        <translation>paviljoen: de D8 gooide een nieuw doel</translation>
    </message>
    <message>
        <source>dragon: take a card from another player</source>
        <translation>draak: neem een kaart van een andere speler</translation>
    </message>
    <message>
        <source>{P} held no card, so there was no claim: the boards alone decide who is paid.</source>
        <translation>{P} had geen kaart, dus er was geen claim: alleen de borden bepalen wie beloond wordt.</translation>
    </message>
    <message>
        <source>An honest claim that nobody doubted: the normal award.</source>
        <translation>Een eerlijke claim die niemand betwijfelde: de gewone beloning.</translation>
    </message>
    <message>
        <source>A bluff that nobody doubted: {P} is paid anyway and gets a bonus move.</source>
        <translation>Bluf die niemand betwijfelde: {P} wordt toch beloond en krijgt een bonuszet.</translation>
    </message>
    <message>
        <source>{D} doubted an honest claim: {P} takes a card from {D}, then the normal award.</source>
        <translation>{D} betwijfelde een eerlijke claim: {P} neemt een kaart van {D}, daarna de gewone beloning.</translation>
    </message>
    <message>
        <source>{D} caught the bluff: {D} takes a card from {P} and is paid instead.</source>
        <translation>{D} doorzag de bluf: {D} neemt een kaart van {P} en wordt in plaats daarvan beloond.</translation>
    </message>
    <message>
        <source>A bluff that nobody doubted: {P} is paid anyway.</source>
        <extracomment>Case B without its bonus move: the last banishment ends the game (F-7.1).</extracomment>
        <translation>Bluf die niemand betwijfelde: {P} wordt toch beloond.</translation>
    </message>
    <message>
        <source>{D} doubted an honest claim but holds no card: {P} takes none, then the normal award.</source>
        <extracomment>Case C with a doubter who holds no card: no penalty is paid (F-6.4, &quot;none if D has none&quot;), which &quot;takes a card from&quot; said it was (issue 33).</extracomment>
        <translation>{D} betwijfelde een eerlijke claim maar heeft geen kaart: {P} neemt er geen, daarna de gewone beloning.</translation>
    </message>
    <message>
        <source>nobody</source>
        <extracomment>Words of game data as each language says them: a refresh asks for a hundred (every die, card and official named in the panel&apos;s texts and tooltips), always the same twenty or so.</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{hat} hat, {robe} robe</source>
        <translation>hoed in het {hat}, gewaad in het {robe}</translation>
    </message>
    <message>
        <source>{colour} {garment}</source>
        <translation>{garment} in het {colour}</translation>
    </message>
    <message>
        <source>no pavilion yet</source>
        <translation>nog geen paviljoen</translation>
    </message>
    <message>
        <source>the {colour} pavilion ({n})</source>
        <translation>het paviljoen in het {colour} ({n})</translation>
    </message>
    <message>
        <source>{meaning} — {pavilion}; move again</source>
        <translation>{meaning} — {pavilion}; nog een zet</translation>
    </message>
    <message>
        <source>dragon: a card was taken (if anyone had one); move again</source>
        <translation>draak: er is een kaart genomen (als iemand er een had); nog een zet</translation>
    </message>
    <message>
        <source>The {die} die shows {meaning}.</source>
        <translation>De {die} dobbelsteen toont {meaning}.</translation>
    </message>
    <message>
        <source>The game is over: the highest score wins, more cards break a tie.</source>
        <translation>Het spel is afgelopen: de hoogste score wint, bij gelijkspel beslissen meer kaarten.</translation>
    </message>
    <message>
        <source>Your bribery board is waiting for you.</source>
        <translation>Je omkoopbord wacht op je.</translation>
    </message>
    <message>
        <source>The players are setting their bribery boards in secret.</source>
        <translation>De spelers stellen in het geheim hun omkoopborden in.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Wachten op {names}.</translation>
    </message>
    <message>
        <source>Bribe an official in secret: turn the hat dial and the robe dial to its colours in the side panel, then confirm.</source>
        <translation>Koop in het geheim een hofbeambte om: draai in het zijpaneel de hoed- en de gewaadschijf naar zijn kleuren en bevestig.</translation>
    </message>
    <message>
        <source>{name} claims the {official} official as theirs: believe or doubt?</source>
        <translation>{name} claimt de hofbeambte met {official} als de zijne: geloven of betwijfelen?</translation>
    </message>
    <message>
        <source>Bonus move for the believed bluff:</source>
        <translation>Bonuszet voor de geloofde bluf:</translation>
    </message>
    <message>
        <source>Move {n} of {total}:</source>
        <translation>Zet {n} van {total}:</translation>
    </message>
    <message>
        <source>click a lit square to move the {official} official (hover shows its path); click it again to choose another.</source>
        <translation>klik op een verlicht veld om de hofbeambte met {official} te verplaatsen (aanwijzen toont zijn pad); klik hem opnieuw aan om een andere te kiezen.</translation>
    </message>
    <message>
        <source>click an official to slide it (then the {die} die is rolled), or end your turn.</source>
        <translation>klik op een hofbeambte om hem te schuiven (daarna wordt de {die} dobbelsteen gegooid), of beëindig je beurt.</translation>
    </message>
    <message>
        <source>click an official to slide it (then the {die} die is rolled).</source>
        <translation>klik op een hofbeambte om hem te schuiven (daarna wordt de {die} dobbelsteen gegooid).</translation>
    </message>
    <message>
        <source>click an official to slide it, or end your turn.</source>
        <translation>klik op een hofbeambte om hem te schuiven, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>click an official to slide it.</source>
        <translation>klik op een hofbeambte om hem te schuiven.</translation>
    </message>
    <message>
        <source>Dragon: take one card of your choice from another player (side panel).</source>
        <extracomment>What the taking player is told, by phase: (in the prompt, which points at the side panel; in the side panel itself). English, marked for translation.</extracomment>
        <translation>Draak: neem een kaart naar keuze van een andere speler (zijpaneel).</translation>
    </message>
    <message>
        <source>Dragon: take one card of your choice from another player.</source>
        <translation>Draak: neem een kaart naar keuze van een andere speler.</translation>
    </message>
    <message>
        <source>Penalty: take one card of your choice from {name} (side panel).</source>
        <translation>Straf: neem een kaart naar keuze van {name} (zijpaneel).</translation>
    </message>
    <message>
        <source>Penalty: take one card of your choice from {name}.</source>
        <translation>Straf: neem een kaart naar keuze van {name}.</translation>
    </message>
    <message>
        <source>The pavilion is empty: take one {colour} card of your choice from another player (side panel).</source>
        <translation>Het paviljoen is leeg: neem een kaart in het {colour} naar keuze van een andere speler (zijpaneel).</translation>
    </message>
    <message>
        <source>The pavilion is empty: take one {colour} card of your choice from another player.</source>
        <translation>Het paviljoen is leeg: neem een kaart in het {colour} naar keuze van een andere speler.</translation>
    </message>
    <message>
        <source>Take one card of your choice (side panel).</source>
        <translation>Neem een kaart naar keuze (zijpaneel).</translation>
    </message>
    <message>
        <source>Take one card of your choice.</source>
        <translation>Neem een kaart naar keuze.</translation>
    </message>
    <message>
        <source>{name} brought the {official} official into {pavilion}.</source>
        <translation>{name} bracht de hofbeambte met {official} in {pavilion}.</translation>
    </message>
    <message>
        <source>{name} claims it.</source>
        <translation>{name} claimt hem.</translation>
    </message>
    <message>
        <source>{name} holds no card: no claim.</source>
        <translation>{name} heeft geen kaart: geen claim.</translation>
    </message>
    <message>
        <source>{name} believes.</source>
        <translation>{name} gelooft het.</translation>
    </message>
    <message>
        <source>{name} doubts.</source>
        <translation>{name} twijfelt.</translation>
    </message>
    <message>
        <source>Now {name} answers…</source>
        <translation>Nu antwoordt {name}…</translation>
    </message>
    <message>
        <source>the mover</source>
        <translation>de speler aan zet</translation>
    </message>
    <message>
        <source>Last pavilion: {name} brought the {official} official into {pavilion}.</source>
        <translation>Laatste paviljoen: {name} bracht de hofbeambte met {official} in {pavilion}.</translation>
    </message>
    <message>
        <source>Last pavilion: the {official} official.</source>
        <translation>Laatste paviljoen: de hofbeambte met {official}.</translation>
    </message>
    <message>
        <source>{name} believed.</source>
        <translation>{name} geloofde het.</translation>
    </message>
    <message>
        <source>{name} doubted.</source>
        <translation>{name} twijfelde.</translation>
    </message>
    <message>
        <source>a doubter</source>
        <translation>een twijfelaar</translation>
    </message>
    <message>
        <source>Nobody was paid: no card changed hands.</source>
        <translation>Niemand werd beloond: er is geen kaart van eigenaar gewisseld.</translation>
    </message>
    <message>
        <source>{name} now picks the penalty card.</source>
        <translation>{name} kiest nu de strafkaart.</translation>
    </message>
    <message>
        <source>{name} now picks a card of the pavilion&apos;s colour.</source>
        <translation>{name} kiest nu een kaart in de kleur van het paviljoen.</translation>
    </message>
    <message>
        <source>Case {case}: {text}</source>
        <translation>Geval {case}: {text}</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} krijgt {cards}.</translation>
    </message>
    <message>
        <source>{n} point</source>
        <translation>{n} punt</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} punten</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} kaart</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kaarten</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} pt</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} ptn</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Send your architect along the roads of Rajasthan and build palaces where the Maharaja goes next.</source>
        <extracomment>English, marked for translation (``QT_TRANSLATE_NOOP`` in context &quot;GameCard&quot;): the catalogue is built at import, before any translator is installed, so cards translate it. (fewest, most) players: the card says it before the rules load (a test holds it to the rules&apos; own ``min_players``/``max_players``).</extracomment>
        <translation>Stuur je architect over de wegen van Rajasthan en bouw paleizen waar de Maharaja straks naartoe gaat.</translation>
    </message>
    <message>
        <source>Bribe an official in secret, slide officials through the palace maze and bluff for garments.</source>
        <translation>Koop in het geheim een hofbeambte om, schuif hofbeambten door het paleisdoolhof en bluf om kledingkaarten.</translation>
    </message>
    <message>
        <source>Raise a castle with your builders, collect seals and cash in your banners at the right time.</source>
        <translation>Bouw met je bouwmeesters een kasteel, verzamel zegels en zet je banieren op het juiste moment in.</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <source>Pass the screen to {name}</source>
        <extracomment>A private view was drawn for ``unlocked`` since they took the screen. Preferences &gt; hand-over screen: off, the screen passes on without a cover (people who do not mind seeing each other&apos;s secrets chose so).</extracomment>
        <translation>Geef het scherm aan {name}</translation>
    </message>
    <message>
        <source>Everything is hidden until {name} is ready, so nobody else sees their secrets.</source>
        <translation>Alles blijft verborgen tot {name} klaar is, zodat niemand anders de geheimen ziet.</translation>
    </message>
    <message>
        <source>I am {name} — show my view</source>
        <translation>Ik ben {name} — toon mijn weergave</translation>
    </message>
    <message>
        <source>Since then:</source>
        <translation>Sindsdien:</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hint</source>
        <extracomment>The level whose choice a hint shows: the strongest that answers within a move&apos;s wait (expert thinks twice as long). Of the level&apos;s move budget, what is left for the line saying why (measured at most 17 ms, a five-prince Maharaja match on a busy machine): the whole hint stays within the budget. How long the line saying why stays over the board (it goes sooner with the position). The key that asks for a hint (no other shortcut of the match screen uses it). Controls closed while their bot still thinks: kept until the (ignored) answer arrives. (ticket, action or None, why-line or None, error text), from the worker thread. A hint was drawn: the line said with it (tests, the status bar). The bot&apos;s thinking time in seconds; None: the level&apos;s own move budget (tests set less).</extracomment>
        <translation>Aanwijzing</translation>
    </message>
    <message>
        <source>What the computer would do in your place, knowing what you know (H)</source>
        <translation>Wat de computer in jouw plaats zou doen, met wat jij weet (H)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>No hint: {error}</source>
        <translation>Geen aanwijzing: {error}</translation>
    </message>
    <message>
        <source>Hint: {line}</source>
        <translation>Aanwijzing: {line}</translation>
    </message>
</context>
<context>
    <name>HostMatchDialog</name>
    <message>
        <source>Open for the network</source>
        <extracomment>English, marked for translation (context &quot;HostMatchDialog&quot;); the dialog shows them translated.</extracomment>
        <translation>Open voor het netwerk</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
    </message>
    <message>
        <source>their own name</source>
        <translation>de eigen naam</translation>
    </message>
    <message>
        <source>after 30 seconds</source>
        <extracomment>How long a player whose connection is lost is waited for before the computer plays their seat (until they come back; docs/protocol.md section 9); None: the match waits for them.</extracomment>
        <translation>na 30 seconden</translation>
    </message>
    <message>
        <source>after 1 minute</source>
        <translation>na 1 minuut</translation>
    </message>
    <message>
        <source>after 3 minutes</source>
        <translation>na 3 minuten</translation>
    </message>
    <message>
        <source>never (the match waits)</source>
        <translation>nooit (de partij wacht)</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <extracomment>A short Wi-Fi gap costs nobody their seat, a closed laptop does not stop the table for long.</extracomment>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>Host a LAN match</source>
        <translation>Een LAN-partij organiseren</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Wachtruimte openen</translation>
    </message>
    <message>
        <source>Allow spectators (anyone with the code may watch, never play)</source>
        <translation>Toeschouwers toestaan (iedereen met de code mag kijken, nooit meespelen)</translation>
    </message>
    <message>
        <source>Allow hints for everyone (each asks their own computer, from their own view)</source>
        <translation>Aanwijzingen voor iedereen toestaan (ieder vraagt de eigen computer, vanuit de eigen kijk)</translation>
    </message>
    <message>
        <source>If a player&apos;s connection is lost, the computer plays for them</source>
        <translation>Als iemand de verbinding verliest, speelt de computer voor hem</translation>
    </message>
    <message>
        <source>Until they come back: their seat is theirs again the moment they reconnect</source>
        <translation>Tot hij terugkomt: zodra hij weer verbonden is, is zijn plaats weer van hem</translation>
    </message>
    <message>
        <source>Every screen shows this seat in this colour.</source>
        <translation>Elk scherm toont deze plaats in deze kleur.</translation>
    </message>
    <message>
        <source>Open at least one seat for the network — a match with nobody joining is an ordinary New match.</source>
        <translation>Open minstens één plaats voor het netwerk — een partij waaraan niemand deelneemt, is een gewone nieuwe partij.</translation>
    </message>
    <message>
        <source>Nobody plays at this computer: you will watch the match here as a spectator, so spectators are allowed.</source>
        <translation>Aan deze computer speelt niemand: je kijkt hier als toeschouwer naar de partij, dus toeschouwers zijn toegestaan.</translation>
    </message>
    <message>
        <source>Friends join from their own computers with the code the lobby shows; you start once every open seat is taken.</source>
        <translation>Vrienden doen vanaf hun eigen computer mee met de code die de wachtruimte toont; jij start zodra elke open plaats bezet is.</translation>
    </message>
    <message>
        <source>Cannot host the match</source>
        <translation>De partij kan niet worden georganiseerd</translation>
    </message>
    <message>
        <source>The match could not be opened to the network: {error}</source>
        <translation>De partij kon niet voor het netwerk worden geopend: {error}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>an IPv6 address is typed as [address]:port</source>
        <translation>een IPv6-adres typ je als [adres]:poort</translation>
    </message>
    <message>
        <source>type the address with its port, as the host&apos;s lobby shows it: address:port</source>
        <translation>typ het adres met zijn poort, zoals de wachtruimte van de organisator het toont: adres:poort</translation>
    </message>
    <message>
        <source>{port} is not a port (a number from 1 to 65535)</source>
        <translation>{port} is geen poort (een getal van 1 tot 65535)</translation>
    </message>
    <message>
        <source>full</source>
        <extracomment>Pixels inside a heard match&apos;s item, left and right of its words, and above and below them.</extracomment>
        <translation>vol</translation>
    </message>
    <message>
        <source>{free} of {seats} seats free</source>
        <translation>{free} van {seats} plaatsen vrij</translation>
    </message>
    <message>
        <source>{game} — hosted by {host} — {seats}
{address}</source>
        <translation>{game} — georganiseerd door {host} — {seats}
{address}</translation>
    </message>
    <message>
        <source>WARNING — this is not the host the code belongs to. The computer at {address} showed a security certificate that the join code does not name. Someone on the network may be posing as the host to watch your game or cheat, or the host&apos;s Three Palaces was reinstalled or moved to another computer (which gives it a new certificate). Nothing was sent to it. Do not go on: ask the host for the code their lobby shows now, and check the address.</source>
        <translation>WAARSCHUWING — dit is niet de organisator bij wie de code hoort. De computer op {address} toonde een beveiligingscertificaat dat de deelnamecode niet noemt. Iemand op het netwerk doet zich misschien voor als organisator om je spel te bekijken of vals te spelen, of Drie Paleizen is bij de organisator opnieuw geïnstalleerd of naar een andere computer verhuisd (wat een nieuw certificaat geeft). Er is niets naartoe gestuurd. Ga niet verder: vraag de organisator om de code die de wachtruimte nu toont, en controleer het adres.</translation>
    </message>
    <message>
        <source>The host did not accept that code. Check it against the code in the host&apos;s lobby.</source>
        <extracomment>What each refusal means for the person joining (``{address}`` and ``{reason}`` are filled in); English, marked for translation (``refusal_text`` translates them in context &quot;JoinDialog&quot;).</extracomment>
        <translation>De organisator heeft die code niet geaccepteerd. Vergelijk hem met de code in de wachtruimte van de organisator.</translation>
    </message>
    <message>
        <source>This match is full: every seat open for the network is taken.</source>
        <translation>Deze partij is vol: elke plaats voor het netwerk is bezet.</translation>
    </message>
    <message>
        <source>Someone took that seat a moment ago. Here are the seats as they are now.</source>
        <translation>Iemand heeft die plaats net genomen. Hier zijn de plaatsen zoals ze nu zijn.</translation>
    </message>
    <message>
        <source>That seat is not open for the network. Pick another.</source>
        <translation>Die plaats is niet open voor het netwerk. Kies een andere.</translation>
    </message>
    <message>
        <source>The host does not allow spectators in this match.</source>
        <translation>De organisator staat in deze partij geen toeschouwers toe.</translation>
    </message>
    <message>
        <source>The host removed you from this match.</source>
        <translation>De organisator heeft je uit deze partij verwijderd.</translation>
    </message>
    <message>
        <source>That host now runs another match. Ask for the code its lobby shows now.</source>
        <translation>Die organisator speelt nu een andere partij. Vraag om de code die de wachtruimte nu toont.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried from this computer. Wait a minute, then try again.</source>
        <translation>Er zijn vanaf deze computer te veel verkeerde codes geprobeerd. Wacht een minuut en probeer het dan opnieuw.</translation>
    </message>
    <message>
        <source>Nobody answered at {address}. Check the address, and that the host&apos;s lobby is still open.</source>
        <translation>Niemand antwoordde op {address}. Controleer het adres, en of de wachtruimte van de organisator nog open is.</translation>
    </message>
    <message>
        <source>Could not join: {reason}</source>
        <translation>Deelnemen lukte niet: {reason}</translation>
    </message>
    <message>
        <source>that address</source>
        <translation>dat adres</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <source>Your seat {n} in {game} — take it back
{address}</source>
        <translation>Jouw plaats {n} in {game} — terugnemen
{address}</translation>
    </message>
    <message>
        <source>A LAN setting was ignored: {error}.</source>
        <extracomment>The name last used to take a seat on the LAN (the join dialog offers it again). Characters a name may have here (the host caps names too).</extracomment>
        <translation>Een LAN-instelling is genegeerd: {error}.</translation>
    </message>
    <message>
        <source>Join a LAN match</source>
        <extracomment>The seat being taken back (``held_seats``), while its client resumes it.</extracomment>
        <translation>Deelnemen aan een LAN-partij</translation>
    </message>
    <message>
        <source>Cannot listen for matches here ({error}). Type the address below.</source>
        <translation>Hier kan niet naar partijen worden geluisterd ({error}). Typ hieronder het adres.</translation>
    </message>
    <message>
        <source>1. The match</source>
        <extracomment>Hosts of the seats kept here that answer a probe.</extracomment>
        <translation>1. De partij</translation>
    </message>
    <message>
        <source>Looking for matches on the network…</source>
        <translation>Zoeken naar partijen op het netwerk…</translation>
    </message>
    <message>
        <source>address:port, as the host&apos;s lobby shows it</source>
        <translation>adres:poort, zoals de wachtruimte van de organisator het toont</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adres van de organisator</translation>
    </message>
    <message>
        <source>2. The code</source>
        <translation>2. De code</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows it: 18 letters and digits.</source>
        <translation>De wachtruimte van de organisator toont hem: 18 letters en cijfers.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Jouw naam</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>zo zien de anderen je</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Click to take your seat back</source>
        <translation>Klik om je plaats terug te nemen</translation>
    </message>
    <message>
        <source>Matches appear here within a few seconds; if yours does not, type its address.</source>
        <translation>Partijen verschijnen hier binnen een paar seconden; verschijnt de jouwe niet, typ dan het adres.</translation>
    </message>
    <message>
        <source>Pick a match, or type an address.</source>
        <translation>Kies een partij of typ een adres.</translation>
    </message>
    <message>
        <source>Host address: {error}.</source>
        <translation>Adres van de organisator: {error}.</translation>
    </message>
    <message>
        <source>Code: {error}.</source>
        <translation>Code: {error}.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>watching</source>
        <extracomment>A seat&apos;s kind in a plan besides the computer levels. How often the lobby state is compared with the last one announced. Where the beacon&apos;s host name comes from when nobody at this computer has a seat. Every player may ask their own computer for hints (off unless the host allows it). Seconds a person&apos;s link may be lost during play before the computer plays their seat until they come back (None: the match waits for them). This computer&apos;s seats&apos; tokens from before (``resume``): they are taken back, not joined. The screen&apos;s table, made once every client here has joined and heard its snapshot.</extracomment>
        <translation>kijkend</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>plaats {n}</translation>
    </message>
    <message>
        <source>This computer could not take its place ({who}): {reason} [{code}]</source>
        <translation>Deze computer kon zijn plaats niet innemen ({who}): {reason} [{code}]</translation>
    </message>
</context>
<context>
    <name>LanPanels</name>
    <message>
        <source>connected</source>
        <extracomment>How the player cards name a seat&apos;s connection, after &quot;to move · you&quot;: one short word, since a longer badge (&quot;to move · you · reconnecting…&quot;) widened every card past the side column at 1280x720 and pushed the badges out of sight. The banner says the rest for this screen&apos;s link.</extracomment>
        <translation>verbonden</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>left</source>
        <translation>vertrokken</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
</context>
<context>
    <name>LinkBanner</name>
    <message>
        <source>Stop reconnecting and leave; your seat stays yours at the host</source>
        <translation>Stoppen met opnieuw verbinden en weggaan; je plaats bij de organisator blijft van jou</translation>
    </message>
    <message>
        <source>Stop trying</source>
        <extracomment>Counts the seconds to the next try down while the link is lost.</extracomment>
        <translation>Stoppen met proberen</translation>
    </message>
    <message>
        <source>Disconnected from the host. Your seat stays yours if you join again.</source>
        <translation>Verbinding met de organisator verbroken. Je plaats blijft van jou als je opnieuw deelneemt.</translation>
    </message>
    <message>
        <source>Close the match</source>
        <translation>Partij sluiten</translation>
    </message>
    <message>
        <source>Connection lost — trying to reach the host now… Your moves wait for it.</source>
        <translation>Verbinding verloren — de organisator wordt nu opnieuw gezocht… Je zetten wachten erop.</translation>
    </message>
    <message>
        <source>Connection lost — trying again in {seconds} s… Your moves wait for it.</source>
        <translation>Verbinding verloren — nieuwe poging over {seconds} s… Je zetten wachten erop.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Waiting for a player…</source>
        <extracomment>A seat&apos;s status in the lobby, English (marked for translation; the lobby shows it translated).</extracomment>
        <translation>Wachten op een speler…</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Deelgenomen</translation>
    </message>
    <message>
        <source>Joined — connection lost, may come back</source>
        <translation>Deelgenomen — verbinding verbroken, komt misschien terug</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Neemt deel…</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Pixels a seat&apos;s name is given at the least (longer names end in &quot;…&quot;, whole in the tool tip).</extracomment>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Send this player away; the seat is open again</source>
        <translation>Deze speler wegsturen; de plaats is weer open</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <source>Hosting {game} on the LAN</source>
        <translation>{game} op het LAN organiseren</translation>
    </message>
    <message>
        <source>{game} — lobby</source>
        <translation>{game} — wachtruimte</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Deelnamecode</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopiëren</translation>
    </message>
    <message>
        <source>Put the join code on the clipboard, to paste into a message</source>
        <translation>De deelnamecode naar het klembord kopiëren om hem in een bericht te plakken</translation>
    </message>
    <message>
        <source>Friends choose “Join a LAN match”, pick this match from the list (or type an address below) and type this code.</source>
        <translation>Vrienden kiezen „Deelnemen aan een LAN-partij”, kiezen deze partij uit de lijst (of typen hieronder een adres) en typen deze code.</translation>
    </message>
    <message>
        <source>Address to type</source>
        <translation>Adres om te typen</translation>
    </message>
    <message>
        <source>Who is playing</source>
        <translation>Wie er speelt</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespeeld door</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Stoppen met organiseren</translation>
    </message>
    <message>
        <source>Close the match; everyone who joined is sent away</source>
        <translation>De partij sluiten; iedereen die deelnam wordt weggestuurd</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Partij starten</translation>
    </message>
    <message>
        <source>Only programs on this computer can join: the host listens on loopback.</source>
        <translation>Alleen programma&apos;s op deze computer kunnen deelnemen: de organisator luistert alleen lokaal (loopback).</translation>
    </message>
    <message>
        <source>This computer has no network address: is it connected to the LAN?</source>
        <translation>Deze computer heeft geen netwerkadres: is hij met het LAN verbonden?</translation>
    </message>
    <message>
        <source>Only needed when the match does not appear in a friend&apos;s list.</source>
        <translation>Alleen nodig als de partij niet in de lijst van een vriend verschijnt.</translation>
    </message>
    <message>
        <source>The match is not announced on the network ({error}).</source>
        <translation>De partij wordt niet op het netwerk aangekondigd ({error}).</translation>
    </message>
    <message>
        <source>Waiting for 1 more player.</source>
        <translation>Wachten op nog 1 speler.</translation>
    </message>
    <message>
        <source>Waiting for {n} more players.</source>
        <translation>Wachten op nog {n} spelers.</translation>
    </message>
    <message>
        <source>Everyone is here. Start when you are ready.</source>
        <translation>Iedereen is er. Start wanneer je klaar bent.</translation>
    </message>
    <message>
        <source>Spectators may watch. You watch this match from this computer.</source>
        <translation>Toeschouwers mogen kijken. Jij kijkt vanaf deze computer naar deze partij.</translation>
    </message>
    <message>
        <source>Spectators may watch (they see what everyone sees, never a hand).</source>
        <translation>Toeschouwers mogen kijken (ze zien wat iedereen ziet, nooit een hand).</translation>
    </message>
    <message>
        <source>No spectators.</source>
        <translation>Geen toeschouwers.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Gekopieerd.</translation>
    </message>
    <message>
        <source>Send {name} away? Seat {n} will be open again.</source>
        <translation>{name} wegsturen? Plaats {n} is dan weer open.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Speler verwijderen</translation>
    </message>
    <message>
        <source>{names} is connected. Stop hosting and send them away?</source>
        <translation>{names} is verbonden. Stoppen met organiseren en wegsturen?</translation>
    </message>
    <message>
        <source>{names} are connected. Stop hosting and send them away?</source>
        <translation>{names} zijn verbonden. Stoppen met organiseren en hen wegsturen?</translation>
    </message>
    <message>
        <source>Stop hosting?</source>
        <translation>Stoppen met organiseren?</translation>
    </message>
</context>
<context>
    <name>LocalTable</name>
    <message>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <extracomment>The Session&apos;s reasons for refusing an undo (``Session.undo_refusal``: plain English clauses), marked for translation; ``tests/ui/test_i18n_undo.py`` checks that every one is listed.</extracomment>
        <translation>je kijkt naar een eerdere stap; ga eerst naar de nieuwste stap</translation>
    </message>
    <message>
        <source>there is nothing of yours to take back</source>
        <translation>er is niets van jou om terug te nemen</translation>
    </message>
    <message>
        <source>chance has decided something since (a draw or a roll cannot be taken back)</source>
        <translation>het toeval heeft sindsdien iets beslist (een trekking of worp kan niet worden teruggenomen)</translation>
    </message>
    <message>
        <source>another player has acted since</source>
        <translation>een andere speler heeft sindsdien gespeeld</translation>
    </message>
    <message>
        <source>that action ended the match (the final scoring has been shown)</source>
        <translation>die actie beëindigde de partij (de eindtelling is getoond)</translation>
    </message>
    <message>
        <source>that action revealed hidden information</source>
        <translation>die actie onthulde verborgen informatie</translation>
    </message>
    <message>
        <source>there is nothing to take back</source>
        <extracomment>Undo on a shared screen asked the person whose action it takes back (``ask_owner``).</extracomment>
        <translation>er is niets om terug te nemen</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}.</source>
        <translation>Ongedaan maken lukt niet: {reason}.</translation>
    </message>
    <message>
        <source>Took back {name}&apos;s last action.</source>
        <translation>De laatste actie van {name} is teruggenomen.</translation>
    </message>
    <message>
        <source>{name} is asked to take back their last action.</source>
        <translation>{name} wordt gevraagd of de laatste actie teruggenomen mag worden.</translation>
    </message>
    <message>
        <source>{name} keeps their action.</source>
        <translation>{name} houdt de actie.</translation>
    </message>
    <message>
        <source>Play resumes from this step; the later steps were dropped.</source>
        <translation>Het spel gaat vanaf deze stap verder; de latere stappen zijn weggegooid.</translation>
    </message>
</context>
<context>
    <name>MaharajaActions</name>
    <message>
        <source>Take gold</source>
        <translation>Goud nemen</translation>
    </message>
    <message>
        <source>Build house</source>
        <translation>Huis bouwen</translation>
    </message>
    <message>
        <source>Two houses</source>
        <translation>Twee huizen</translation>
    </message>
    <message>
        <source>Move house</source>
        <translation>Huis verplaatsen</translation>
    </message>
    <message>
        <source>Take houses</source>
        <translation>Huizen nemen</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>Paleis</translation>
    </message>
    <message>
        <source>Palace + house</source>
        <translation>Paleis + huis</translation>
    </message>
    <message>
        <source>Move shield</source>
        <translation>Wapen verplaatsen</translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation>Kaart ruilen</translation>
    </message>
    <message>
        <source>Take 2 gold from the bank.</source>
        <extracomment>One line each: what the action does (tooltips), in the players&apos; words.</extracomment>
        <translation>Neem 2 goud van de bank.</translation>
    </message>
    <message>
        <source>Pay 1 gold: put a house from your supply on a village with room, or in the city where your architect stands.</source>
        <translation>Betaal 1 goud: zet een huis uit je voorraad in een dorp met ruimte, of in de stad waar je architect staat.</translation>
    </message>
    <message>
        <source>Pay 2 gold: one house in your architect&apos;s city and one on a village.</source>
        <translation>Betaal 2 goud: één huis in de stad van je architect en één in een dorp.</translation>
    </message>
    <message>
        <source>Move one of your houses to a village with room or to your architect&apos;s city.</source>
        <translation>Verplaats een van je huizen naar een dorp met ruimte of naar de stad van je architect.</translation>
    </message>
    <message>
        <source>Take 2 houses from the quarry into your supply.</source>
        <translation>Neem 2 huizen uit de steengroeve in je voorraad.</translation>
    </message>
    <message>
        <source>Pay 12 gold (9 for the Master Builder): a palace in your architect&apos;s city.</source>
        <translation>Betaal 12 goud (9 voor de Bouwmeester): een paleis in de stad van je architect.</translation>
    </message>
    <message>
        <source>Pay the palace price + 1: a palace in your architect&apos;s city and a house.</source>
        <translation>Betaal de paleisprijs + 1: een paleis in de stad van je architect en een huis.</translation>
    </message>
    <message>
        <source>Move a city&apos;s shield 1 or 2 places along the track: the Maharaja visits it sooner or later.</source>
        <translation>Verplaats het wapen van een stad 1 of 2 plaatsen op het spoor: de Maharaja bezoekt haar eerder of later.</translation>
    </message>
    <message>
        <source>Exchange your character card for another one.</source>
        <translation>Ruil je personagekaart voor een andere.</translation>
    </message>
    <message>
        <source>Wins every tie, in scorings and at the end of the game, and moves first.</source>
        <extracomment>What each character card lets its holder do, in the players&apos; words (rules M-6).</extracomment>
        <translation>Wint elk gelijkspel, bij tellingen en aan het eind van het spel, en speelt als eerste.</translation>
    </message>
    <message>
        <source>Receives 1 gold at the start of each of his turns.</source>
        <translation>Krijgt aan het begin van elke beurt 1 goud.</translation>
    </message>
    <message>
        <source>His palaces on outer sites count 2 points instead of 1 in a scoring.</source>
        <translation>Zijn paleizen op buitenplaatsen tellen bij een telling 2 punten in plaats van 1.</translation>
    </message>
    <message>
        <source>Travels for free: the bank pays his fares.</source>
        <translation>Reist gratis: de bank betaalt zijn reiskosten.</translation>
    </message>
    <message>
        <source>Once per turn, either builds one house for free or moves one of his houses for free.</source>
        <translation>Bouwt eenmaal per beurt gratis een huis of verplaatst gratis een van zijn huizen.</translation>
    </message>
    <message>
        <source>Palaces cost him 9 gold instead of 12.</source>
        <translation>Paleizen kosten hem 9 goud in plaats van 12.</translation>
    </message>
    <message>
        <source>Professional variants only: may take an action chip once per turn; moves last.</source>
        <translation>Alleen in de profversies: mag eenmaal per beurt een actiefiche nemen; speelt als laatste.</translation>
    </message>
    <message>
        <source>Card {n} · {name}</source>
        <translation>Kaart {n} · {name}</translation>
    </message>
    <message>
        <source>Palace+house</source>
        <translation>Paleis+huis</translation>
    </message>
</context>
<context>
    <name>MaharajaBoard</name>
    <message>
        <source>Place a starting house in {place}</source>
        <extracomment>What a click on a place does, by mode (``{place}``: the city or village), English and marked for translation; ``_HOVER_FINAL``: the second click of a two-place mode.</extracomment>
        <translation>Een starthuis in {place} zetten</translation>
    </message>
    <message>
        <source>Build a house in {place}</source>
        <translation>Een huis in {place} bouwen</translation>
    </message>
    <message>
        <source>Build a free house in {place}</source>
        <translation>Een gratis huis in {place} bouwen</translation>
    </message>
    <message>
        <source>Build a palace in {place}</source>
        <translation>Een paleis in {place} bouwen</translation>
    </message>
    <message>
        <source>First house in {place}</source>
        <translation>Eerste huis in {place}</translation>
    </message>
    <message>
        <source>Move your house from {place}</source>
        <translation>Je huis uit {place} verplaatsen</translation>
    </message>
    <message>
        <source>Palace in {place}</source>
        <translation>Paleis in {place}</translation>
    </message>
    <message>
        <source>Second house in {place}</source>
        <translation>Tweede huis in {place}</translation>
    </message>
    <message>
        <source>Move the house to {place}</source>
        <translation>Het huis naar {place} verplaatsen</translation>
    </message>
    <message>
        <source>Move the house to {place} (free)</source>
        <translation>Het huis naar {place} verplaatsen (gratis)</translation>
    </message>
    <message>
        <source>The extra house in {place}</source>
        <translation>Het extra huis in {place}</translation>
    </message>
    <message>
        <source>Your turn: travel by clicking a highlighted city or end your turn.</source>
        <translation>Jij bent aan de beurt: reis door op een gemarkeerde stad te klikken, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Your turn: end your turn.</source>
        <translation>Jij bent aan de beurt: beëindig je beurt.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>Your turn: carry out {actions} from the side panel, travel by clicking a highlighted city or end your turn.</source>
        <translation>Jij bent aan de beurt: voer {actions} uit in het zijpaneel, reis door op een gemarkeerde stad te klikken, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Your turn: carry out {actions} from the side panel or end your turn.</source>
        <translation>Jij bent aan de beurt: voer {actions} uit in het zijpaneel, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Disc</source>
        <extracomment>The last view synced; None before the first sync. The roads marked as the trip to the travel target under the pointer or the focus. Counts the positions synced (the keyboard&apos;s targets are read again for a new one). A decision put up for review&apos;s better move (``show_choices``): buttons that take no click. A trip under way (M-5): the roads still to go, each taken as its own travel action once the previous one is in the record; dropped at the first surprise.</extracomment>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gekozen</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>kiest…</translation>
    </message>
    <message>
        <source>this road</source>
        <translation>deze weg</translation>
    </message>
    <message>
        <source>this village</source>
        <translation>dit dorp</translation>
    </message>
    <message>
        <source>Chip: {action}</source>
        <translation>Fiche: {action}</translation>
    </message>
    <message>
        <source>Travel to {city}</source>
        <translation>Naar {city} reizen</translation>
    </message>
    <message>
        <source>Travel to {city}: {fare} gold</source>
        <translation>Naar {city} reizen: {fare} goud</translation>
    </message>
    <message>
        <source>Travel to {city}: free</source>
        <translation>Naar {city} reizen: gratis</translation>
    </message>
    <message>
        <source>{n} roads, via {places}</source>
        <translation>{n} wegen, via {places}</translation>
    </message>
    <message>
        <source>{n} roads</source>
        <translation>{n} wegen</translation>
    </message>
    <message>
        <source>The game is over: see the final ranking.</source>
        <translation>Het spel is afgelopen: zie de eindrangschikking.</translation>
    </message>
    <message>
        <source>Waiting for the other princes to choose their actions.</source>
        <translation>Wachten tot de andere vorsten hun acties hebben gekozen.</translation>
    </message>
    <message>
        <source>The princes are choosing their actions in secret.</source>
        <translation>De vorsten kiezen in het geheim hun acties.</translation>
    </message>
    <message>
        <source>{name} is playing; please wait.</source>
        <translation>{name} is aan de beurt; even wachten.</translation>
    </message>
    <message>
        <source>The city shields are being shuffled to set the Maharaja&apos;s route.</source>
        <translation>De stadswapens worden geschud om de route van de Maharaja te bepalen.</translation>
    </message>
    <message>
        <source>Waiting for the next step of the match.</source>
        <translation>Wachten op de volgende stap van de partij.</translation>
    </message>
    <message>
        <source>Choose two actions for your disc (the same one twice is allowed) and confirm.</source>
        <translation>Kies twee acties voor je schijf (twee keer dezelfde mag) en bevestig.</translation>
    </message>
    <message>
        <source>Pick your character card in the side panel.</source>
        <translation>Kies je personagekaart in het zijpaneel.</translation>
    </message>
    <message>
        <source>Bid for a character card, or pass.</source>
        <translation>Bied op een personagekaart, of pas.</translation>
    </message>
    <message>
        <source>Place a starting house: click a highlighted village.</source>
        <translation>Zet een starthuis: klik op een gemarkeerd dorp.</translation>
    </message>
    <message>
        <source>{mode}: {hint} (Esc cancels).</source>
        <translation>{mode}: {hint} (Esc annuleert).</translation>
    </message>
    <message>
        <source>Travel</source>
        <extracomment>What each mode is called in buttons and prompts, and what a click means at each step.</extracomment>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>click a highlighted city to travel there</source>
        <translation>klik op een gemarkeerde stad om erheen te reizen</translation>
    </message>
    <message>
        <source>Starting house</source>
        <translation>Starthuis</translation>
    </message>
    <message>
        <source>click a highlighted village to place a starting house</source>
        <translation>klik op een gemarkeerd dorp om een starthuis te zetten</translation>
    </message>
    <message>
        <source>Build a house</source>
        <translation>Een huis bouwen</translation>
    </message>
    <message>
        <source>click a highlighted village or city to build a house (1 gold)</source>
        <translation>klik op een gemarkeerd dorp of een stad om een huis te bouwen (1 goud)</translation>
    </message>
    <message>
        <source>Free house (card 5)</source>
        <translation>Gratis huis (kaart 5)</translation>
    </message>
    <message>
        <source>click a highlighted village or city to build a free house</source>
        <translation>klik op een gemarkeerd dorp of een stad om een gratis huis te bouwen</translation>
    </message>
    <message>
        <source>Build two houses</source>
        <translation>Twee huizen bouwen</translation>
    </message>
    <message>
        <source>click the city for the first house</source>
        <translation>klik op de stad voor het eerste huis</translation>
    </message>
    <message>
        <source>click a highlighted village for the second house</source>
        <translation>klik op een gemarkeerd dorp voor het tweede huis</translation>
    </message>
    <message>
        <source>Move a house</source>
        <translation>Een huis verplaatsen</translation>
    </message>
    <message>
        <source>click one of your highlighted houses to move</source>
        <translation>klik op een van je gemarkeerde huizen om het te verplaatsen</translation>
    </message>
    <message>
        <source>click where it goes</source>
        <translation>klik waar het heen moet</translation>
    </message>
    <message>
        <source>Free move (card 5)</source>
        <translation>Gratis verplaatsen (kaart 5)</translation>
    </message>
    <message>
        <source>Build a palace</source>
        <translation>Een paleis bouwen</translation>
    </message>
    <message>
        <source>click the highlighted city to build a palace</source>
        <translation>klik op de gemarkeerde stad om een paleis te bouwen</translation>
    </message>
    <message>
        <source>Palace + house</source>
        <translation>Paleis + huis</translation>
    </message>
    <message>
        <source>click the city for the palace</source>
        <translation>klik op de stad voor het paleis</translation>
    </message>
    <message>
        <source>click where the extra house goes (a village or the city)</source>
        <translation>klik waar het extra huis heen moet (een dorp of de stad)</translation>
    </message>
</context>
<context>
    <name>MaharajaMap</name>
    <message>
        <source>A village</source>
        <extracomment>Key of a clickable place: (&quot;city&quot; | &quot;village&quot; | &quot;road&quot; | &quot;start&quot;, id)</extracomment>
        <translation>Een dorp</translation>
    </message>
    <message>
        <source>The village between {a} and {b}</source>
        <translation>Het dorp tussen {a} en {b}</translation>
    </message>
    <message>
        <source>The village next to {a} on the road to {b}</source>
        <translation>Het dorp bij {a} aan de weg naar {b}</translation>
    </message>
    <message>
        <source>Village {index} of the road from {a} to {b}</source>
        <translation>Dorp {index} van de weg van {a} naar {b}</translation>
    </message>
    <message>
        <source>{name} · start</source>
        <extracomment>Not a target, but a click on it is answered with the engine&apos;s reason. The ground, the frame and the roads: under the road targets&apos; glow (Z_TARGET_ROAD). Villages, cities and the start: over the road glow, under the pieces.</extracomment>
        <translation>{name} · start</translation>
    </message>
</context>
<context>
    <name>MaharajaPanel</name>
    <message>
        <source>hidden</source>
        <extracomment>What a gold total the view does not carry reads as (M-10.1, option ``gold=hidden``).</extracomment>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>This prince keeps his gold hidden; every total is shown at the end.</source>
        <translation>Deze vorst houdt zijn goud verborgen; alle totalen worden aan het eind getoond.</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>The scoring box&apos;s first row and its rows&apos; pitch: room for its words lifted to 9 px on a laptop (``board_text``), where 17 px rows and the column heads lay on each other.</extracomment>
        <translation>geen kaart</translation>
    </message>
    <message>
        <source>Shield track</source>
        <extracomment>Looks kept per part (a match has about a dozen rounds, each with its track and scoring). Groups drawn before, by their look made hashable (``frozen``), the oldest first. The parent of everything drawn from the view: one child group per part. The track, the players&apos; heading and the box, each made again when it changes. The princes&apos; rows by seat, kept and edited in place, and what each last showed.</extracomment>
        <translation>Wapenspoor</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wachten</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>The Maharaja is here</source>
        <translation>De Maharaja is hier</translation>
    </message>
    <message>
        <source>Visited next</source>
        <translation>Volgende bezoek</translation>
    </message>
    <message>
        <source>all shields
on the track</source>
        <translation>alle wapens
op het spoor</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Speelvolgorde</translation>
    </message>
    <message>
        <source>Princes</source>
        <translation>Vorsten</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>ronde {n}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (jij)</translation>
    </message>
    <message>
        <source>chips {n}</source>
        <translation>fiches {n}</translation>
    </message>
    <message>
        <source>supply {supply} · quarry {quarry}</source>
        <translation>voorraad {supply} · steengroeve {quarry}</translation>
    </message>
    <message>
        <source>both actions done</source>
        <translation>beide acties gedaan</translation>
    </message>
    <message>
        <source>1 action still to do</source>
        <translation>nog 1 actie te doen</translation>
    </message>
    <message>
        <source>{n} actions still to do</source>
        <translation>nog {n} acties te doen</translation>
    </message>
    <message>
        <source>revealed this round</source>
        <translation>deze ronde onthuld</translation>
    </message>
    <message>
        <source>your secret choice: the others see only that you have chosen</source>
        <translation>jouw geheime keuze: de anderen zien alleen dat je gekozen hebt</translation>
    </message>
    <message>
        <source>has chosen (secret)</source>
        <translation>heeft gekozen (geheim)</translation>
    </message>
    <message>
        <source>still choosing</source>
        <translation>kiest nog</translation>
    </message>
    <message>
        <source>scored in round {n}</source>
        <translation>geteld in ronde {n}</translation>
    </message>
    <message>
        <source>points     gold</source>
        <translation>punten     goud</translation>
    </message>
    <message>
        <source>{name} alone scored: 5 gold more</source>
        <translation>{name} scoorde als enige: 5 goud extra</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Eindrangschikking</translation>
    </message>
    <message>
        <source>palaces</source>
        <translation>paleizen</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>goud</translation>
    </message>
    <message>
        <source>card</source>
        <translation>kaart</translation>
    </message>
</context>
<context>
    <name>MaharajaPieces</name>
    <message>
        <source>The Maharaja</source>
        <extracomment>Colour-blind mode: symbols drawn larger and outlined (``Board.set_colour_blind``). How much larger a seat symbol is drawn in colour-blind mode.</extracomment>
        <translation>De Maharaja</translation>
    </message>
</context>
<context>
    <name>MaharajaPointing</name>
    <message>
        <source>This road</source>
        <extracomment>The order kinds of place are walked in.</extracomment>
        <translation>Deze weg</translation>
    </message>
    <message>
        <source>The road from {a} to {b}</source>
        <translation>De weg van {a} naar {b}</translation>
    </message>
</context>
<context>
    <name>MaharajaSidePanel</name>
    <message>
        <source>Still on your disc: {actions}</source>
        <extracomment>The panel&apos;s look, one sheet for all its widgets: ``kind`` &quot;action&quot; (a plain button), &quot;end&quot; (End turn) and &quot;note&quot; (a grey line saying why not, or what ending costs). Pixels between two action buttons side by side. Why a disc action has no legal use now, from the engine (&apos;&apos; if it has one). The list of cards to swap for, when there are too many for buttons (else None).</extracomment>
        <translation>Nog op je schijf: {actions}</translation>
    </message>
    <message>
        <source>{action} — not now: {reason}.</source>
        <translation>{action} — nu niet: {reason}.</translation>
    </message>
    <message>
        <source>No travel now: a road opens only when every village on it has a house, and you must be able to pay its whole fare.</source>
        <translation>Nu geen reis: een weg gaat pas open als elk dorp erop een huis heeft, en je moet de hele reiskosten kunnen betalen.</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuleren (Esc)</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>2 goud nemen</translation>
    </message>
    <message>
        <source>Take houses</source>
        <translation>Huizen nemen</translation>
    </message>
    <message>
        <source>Take an action chip</source>
        <translation>Een actiefiche nemen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Finish your turn; the next prince plays.</source>
        <translation>Beëindig je beurt; de volgende vorst speelt.</translation>
    </message>
    <message>
        <source>End turn (forfeit 1 action)</source>
        <translation>Beurt beëindigen (1 actie vervalt)</translation>
    </message>
    <message>
        <source>End turn (forfeit {n} actions)</source>
        <translation>Beurt beëindigen ({n} acties vervallen)</translation>
    </message>
    <message>
        <source>Ending now gives up {actions}: for each unused action every other prince receives {gold} gold from the bank ({each} gold each).</source>
        <translation>Als je nu stopt, vervalt {actions}: voor elke ongebruikte actie krijgt elke andere vorst {gold} goud van de bank ({each} goud per vorst).</translation>
    </message>
    <message>
        <source>Ending now gives every other prince {each} gold.</source>
        <translation>Als je nu stopt, krijgt elke andere vorst {each} goud.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chip: move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation>&lt;b&gt;Fiche: een wapen verplaatsen&lt;/b&gt; (− wordt eerder geteld, + later)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation>&lt;b&gt;Een wapen verplaatsen&lt;/b&gt; (− wordt eerder geteld, + later)</translation>
    </message>
    <message>
        <source>{n} earlier</source>
        <translation>{n} eerder</translation>
    </message>
    <message>
        <source>{n} later</source>
        <translation>{n} later</translation>
    </message>
    <message>
        <source>Pick a character card</source>
        <translation>Kies een personagekaart</translation>
    </message>
    <message>
        <source>Swap your character card</source>
        <translation>Ruil je personagekaart</translation>
    </message>
    <message>
        <source>Swap for this card</source>
        <translation>Voor deze kaart ruilen</translation>
    </message>
    <message>
        <source>Card {n} · {name}</source>
        <translation>Kaart {n} · {name}</translation>
    </message>
    <message>
        <source>Take card {n} · {name}</source>
        <translation>Kaart {n} · {name} nemen</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>van {name}</translation>
    </message>
    <message>
        <source>, give card {n}</source>
        <translation>, kaart {n} afgeven</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>{amount} by {name}</source>
        <translation>{amount} door {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card auction&lt;/b&gt; — high bid: {bid}</source>
        <translation>&lt;b&gt;Kaartveiling&lt;/b&gt; — hoogste bod: {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieden</translation>
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
        <translation>Welkom bij Drie Paleizen.</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>Set up a new match</source>
        <translation>Een nieuwe partij opzetten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Een opgeslagen partij openen</translation>
    </message>
    <message>
        <source>&amp;Finished matches…</source>
        <translation>&amp;Beëindigde partijen…</translation>
    </message>
    <message>
        <source>Review a match that ended</source>
        <translation>Een beëindigde partij terugkijken</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save this match</source>
        <translation>Deze partij opslaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>Verslag e&amp;xporteren…</translation>
    </message>
    <message>
        <source>The log and the result as Markdown or HTML</source>
        <translation>Het verslag en de uitslag als Markdown of HTML</translation>
    </message>
    <message>
        <source>Export &amp;board as PNG…</source>
        <translation>&amp;Bord als PNG exporteren…</translation>
    </message>
    <message>
        <source>The board at the step shown, as an image</source>
        <translation>Het bord bij de getoonde stap, als afbeelding</translation>
    </message>
    <message>
        <source>&amp;Close match</source>
        <translation>Partij s&amp;luiten</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Terug naar de startpagina</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Af&amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Bord &amp;passend maken</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Direct</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Colour-blind mode, text size, speeds, language</source>
        <translation>Kleurenblindmodus, tekstgrootte, snelheden, taal</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation>&amp;Eerste stap</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Stap &amp;terug</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Stap &amp;vooruit</translation>
    </message>
    <message>
        <source>&amp;Latest step</source>
        <translation>&amp;Nieuwste stap</translation>
    </message>
    <message>
        <source>Previous &amp;turn</source>
        <translation>Vorige &amp;beurt</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>V&amp;olgende beurt</translation>
    </message>
    <message>
        <source>Pre&amp;vious round</source>
        <translation>Vorige &amp;ronde</translation>
    </message>
    <message>
        <source>Next r&amp;ound</source>
        <translation>Volgende ron&amp;de</translation>
    </message>
    <message>
        <source>&amp;Resume play from here</source>
        <translation>Vanaf hier verder&amp;spelen</translation>
    </message>
    <message>
        <source>Show &amp;result</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>De regels lezen</translation>
    </message>
    <message>
        <source>&amp;About Three Palaces</source>
        <translation>Over &amp;Drie Paleizen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Computersnelheid</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Terugkijken</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Ask to take back</source>
        <translation>Om &amp;terugname vragen</translation>
    </message>
    <message>
        <source>{label} (not now: {reason})</source>
        <translation>{label} (nu niet: {reason})</translation>
    </message>
    <message>
        <source>Three Palaces</source>
        <translation>Drie Paleizen</translation>
    </message>
    <message>
        <source>{label} (finished matches)</source>
        <translation>{label} (beëindigde partijen)</translation>
    </message>
    <message>
        <source>{game} — LAN match</source>
        <translation>{game} — LAN-partij</translation>
    </message>
    <message>
        <source>{label} (not saved)</source>
        <translation>{label} (niet opgeslagen)</translation>
    </message>
    <message>
        <source>{name}[*] — Three Palaces</source>
        <translation>{name}[*] — Drie Paleizen</translation>
    </message>
    <message>
        <source>Cannot start the match</source>
        <translation>De partij kan niet worden gestart</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Nog niet speelbaar</translation>
    </message>
    <message>
        <source>{game} cannot be shown in this version: its board is not finished yet. The match itself is fine and will open once the board is there.</source>
        <translation>{game} kan in deze versie niet worden getoond: het bord is nog niet af. De partij zelf is in orde en gaat open zodra het bord er is.</translation>
    </message>
    <message>
        <source>Cannot host the match</source>
        <extracomment>The main window (``ui.main_window``, which imports this module): its ``start_page``, ``joining``, ``lobby``, ``show_table`` and ``_joined`` are used.</extracomment>
        <translation>De partij kan niet worden georganiseerd</translation>
    </message>
    <message>
        <source>The match could not be served again: {error}</source>
        <translation>De partij kon niet opnieuw worden aangeboden: {error}</translation>
    </message>
    <message>
        <source>Leave the LAN match?</source>
        <translation>De LAN-partij verlaten?</translation>
    </message>
    <message>
        <source>Your seat waits for you: join the match again with its code to take it back, unless the host lets a computer play it meanwhile. Leave now?</source>
        <translation>Je plaats wacht op je: doe opnieuw mee aan de partij met haar code om hem terug te nemen, tenzij de organisator er intussen een computer voor laat spelen. Nu verlaten?</translation>
    </message>
    <message>
        <source>Stop hosting the LAN match?</source>
        <translation>De LAN-partij niet meer organiseren?</translation>
    </message>
    <message>
        <source>{names} is playing in the match you host. Closing it stops the match for everyone until you continue hosting it from the start page. Close it anyway?</source>
        <translation>{names} speelt mee in de partij die jij organiseert. Sluiten zet de partij voor iedereen stil tot je haar op de startpagina verder organiseert. Toch sluiten?</translation>
    </message>
    <message>
        <source>{names} are playing in the match you host. Closing it stops the match for everyone until you continue hosting it from the start page. Close it anyway?</source>
        <translation>{names} spelen mee in de partij die jij organiseert. Sluiten zet de partij voor iedereen stil tot je haar op de startpagina verder organiseert. Toch sluiten?</translation>
    </message>
    <message>
        <source>Log exported to {path}</source>
        <translation>Verslag geëxporteerd naar {path}</translation>
    </message>
    <message>
        <source>Board exported to {path}</source>
        <translation>Bord geëxporteerd naar {path}</translation>
    </message>
    <message>
        <source>About Three Palaces</source>
        <translation>Over Drie Paleizen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Three Palaces {version}&lt;/h3&gt;&lt;p&gt;Maharaja, The Forbidden City and Arkadia for one screen, the local network and computer opponents.&lt;/p&gt;&lt;p&gt;Every match is kept as its record of moves, so you can save, undo, review and continue any match.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Drie Paleizen {version}&lt;/h3&gt;&lt;p&gt;Maharaja, De Verboden Stad en Arkadia voor één scherm, het lokale netwerk en computertegenstanders.&lt;/p&gt;&lt;p&gt;Elke partij wordt bewaard als het verslag van haar zetten, dus je kunt elke partij opslaan, ongedaan maken, terugkijken en voortzetten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Text size “{chosen}” does not fit this window: showing “{shown}”.</source>
        <translation>Tekstgrootte ‘{chosen}’ past niet in dit venster: getoond wordt ‘{shown}’.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Three Palaces matches (*{suffix});;All files (*)</source>
        <translation>Drie Paleizen-partijen (*{suffix});;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Een partij openen</translation>
    </message>
    <message>
        <source>{name} is open already, with moves not saved yet.</source>
        <translation>{name} is al geopend, met zetten die nog niet zijn opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot open this match</source>
        <translation>Deze partij kan niet worden geopend</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} geopend.</translation>
    </message>
    <message>
        <source>Cannot continue this match</source>
        <translation>Deze partij kan niet worden voortgezet</translation>
    </message>
    <message>
        <source>This finished match is open already.</source>
        <translation>Deze beëindigde partij is al geopend.</translation>
    </message>
    <message>
        <source>Cannot open this finished match</source>
        <translation>Deze beëindigde partij kan niet worden geopend</translation>
    </message>
    <message>
        <source>Step through the match with the review bar or ← and →.</source>
        <translation>Loop door de partij met de terugkijkbalk of ← en →.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>De partij opslaan</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Nog niet</translation>
    </message>
    <message>
        <source>A LAN match can be saved once it is over.</source>
        <translation>Een LAN-partij kan worden opgeslagen zodra ze afgelopen is.</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>De partij kan niet worden opgeslagen</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Opgeslagen als {path}.</translation>
    </message>
    <message>
        <source>Continue where you left off?</source>
        <translation>Verdergaan waar je gebleven was?</translation>
    </message>
    <message>
        <source>An unfinished match of {game} ({names}, step {steps}) was saved automatically. Continue it now?

It also stays under “Continue” on the start page.</source>
        <translation>Een onafgemaakte partij {game} ({names}, stap {steps}) is automatisch opgeslagen. Nu voortzetten?

Ze blijft ook staan onder „Verdergaan” op de startpagina.</translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <source>palaces + gold/10</source>
        <extracomment>Turning points marked and told. How long after a change of record or perspective the graph follows it (see ``follow``). The panel&apos;s least height: its heading, a chart that still shows a trend, three sentences. A panel at least this wide puts the turning points&apos; sentences beside the chart, not under it, and so needs only the heading&apos;s and the chart&apos;s height: at 1280x720 the sentences under the chart made the panel 200 px of a 490 px column and left the board a thumbnail (issue 33). Archive caches are written one at a time (two perspectives&apos; graphs share one file). ``ai.match_graph.MEASURE_NAMES`` (each game&apos;s measure of standing), marked for translation here: the AI package has no Qt; ``tr`` translates them where the graph names its measure.</extracomment>
        <translation>paleizen + goud/10</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>kaartpunten</translation>
    </message>
    <message>
        <source>gold + seal value</source>
        <translation>goud + zegelwaarde</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>stand</translation>
    </message>
    <message>
        <source>Step {step}: {line} — {name}&apos;s win chance fell from {before} % to {after} %</source>
        <translation>Stap {step}: {line} — de winkans van {name} daalde van {before} % naar {after} %</translation>
    </message>
    <message>
        <source>Step {step}: {line} — {name}&apos;s win chance rose from {before} % to {after} %</source>
        <translation>Stap {step}: {line} — de winkans van {name} steeg van {before} % naar {after} %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>(perspective, points) once a whole match was evaluated (the screen caches them). The chart and the turning points&apos; sentences: under it, or beside it in a wide panel. The rows showing a turning point now (tests click them). The evaluation process while it works for this panel; None when nothing runs. The job being answered: its number, the points it adds to, the steps it evaluates. Points known per (perspective, match), so a change of perspective or a growing match computes only what is new. A change to follow in the next turn of the event loop (see ``follow``).</extracomment>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Evalueren</translation>
    </message>
    <message>
        <source>Standing ({measure}) and win chance, {who}</source>
        <translation>Stand ({measure}) en winkans, {who}</translation>
    </message>
    <message>
        <source>The match graph needs the whole record of the match: it is drawn for matches played here and for saved ones (a LAN match&apos;s once it is saved).</source>
        <translation>De partijgrafiek heeft het hele verslag van de partij nodig: ze wordt getekend voor partijen die hier zijn gespeeld en voor opgeslagen partijen (voor een LAN-partij zodra ze is opgeslagen).</translation>
    </message>
    <message>
        <source>Match graph</source>
        <translation>Partijgrafiek</translation>
    </message>
    <message>
        <source>Evaluating every step off the board&apos;s thread; the screen stays usable.</source>
        <translation>Elke stap wordt buiten het bord om geëvalueerd; het scherm blijft bruikbaar.</translation>
    </message>
    <message>
        <source>Evaluation cancelled; Evaluate starts it again.</source>
        <translation>Evaluatie geannuleerd; „Evalueren” start haar opnieuw.</translation>
    </message>
    <message>
        <source>The win chances could not be evaluated for this match.</source>
        <translation>De winkansen van deze partij konden niet worden geëvalueerd.</translation>
    </message>
</context>
<context>
    <name>MatchKeeping</name>
    <message>
        <source>The match is over. It is kept under “Finished matches” to review whenever you like.</source>
        <extracomment>The record as the file holds it (None: no file). The finished record that is kept (a finished match opened from a file is kept already). A finished record that could not be archived: not tried again at every redraw. The notes as the file and the archive entry hold them (notes are saved with the match). The analysis as the file and the archive entry hold it (kept like the notes).</extracomment>
        <translation>De partij is afgelopen. Ze wordt bewaard onder „Beëindigde partijen”, zodat je haar altijd kunt terugkijken.</translation>
    </message>
    <message>
        <source>The analysis of {name} is not saved. Save it with the file now?</source>
        <translation>De analyse van {name} is niet opgeslagen. Nu met het bestand opslaan?</translation>
    </message>
    <message>
        <source>If you discard it, the file stays as it was saved, without the analysis.</source>
        <translation>Als je haar weggooit, blijft het bestand zoals het is opgeslagen, zonder de analyse.</translation>
    </message>
    <message>
        <source>The notes of {name} have changed since it was saved. Save them with the file now?</source>
        <translation>De notities van {name} zijn gewijzigd sinds het opslaan. Nu met het bestand opslaan?</translation>
    </message>
    <message>
        <source>If you discard the change, the file keeps the notes it was saved with.</source>
        <translation>Als je de wijziging weggooit, houdt het bestand de notities waarmee het is opgeslagen.</translation>
    </message>
    <message>
        <source>The notes of {name} have changed and it has a new analysis. Save both with the file now?</source>
        <translation>De notities van {name} zijn gewijzigd en er is een nieuwe analyse. Beide nu met het bestand opslaan?</translation>
    </message>
    <message>
        <source>If you discard them, the file stays as it was saved: its old notes, without the analysis.</source>
        <translation>Als je ze weggooit, blijft het bestand zoals het is opgeslagen: met de oude notities, zonder de analyse.</translation>
    </message>
    <message>
        <source>The moves since {name} was last saved are not saved. Save them now?</source>
        <translation>De zetten sinds {name} voor het laatst is opgeslagen, zijn niet opgeslagen. Nu opslaan?</translation>
    </message>
    <message>
        <source>If you discard them, the file stays as it was saved.</source>
        <translation>Als je ze weggooit, blijft het bestand zoals het was opgeslagen.</translation>
    </message>
    <message>
        <source>{label} has not been saved. Save it now?</source>
        <translation>{label} is niet opgeslagen. Nu opslaan?</translation>
    </message>
    <message>
        <source>If you discard it, the match is gone: only finished matches are kept by themselves.</source>
        <translation>Als je haar weggooit, is de partij weg: alleen beëindigde partijen worden vanzelf bewaard.</translation>
    </message>
    <message>
        <source>Save this match?</source>
        <translation>Deze partij opslaan?</translation>
    </message>
</context>
<context>
    <name>MatchView</name>
    <message>
        <source>Players</source>
        <extracomment>A player card&apos;s rows: (label, value) pairs, as ``Board.player_summary`` gives them. &quot;Peek&quot; on a screen several people share (``veil``); None where nobody is veiled.</extracomment>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Match log</source>
        <extracomment>The log shows at least this many text lines in the column, or becomes a drawer. The log&apos;s least height while it is a drawer (what is left in the column shows its last lines).
----------
The board&apos;s controls in the box that keeps their tallest room (None: no controls).</extracomment>
        <translation>Partijverslag</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Whole log</source>
        <translation>Heel verslag</translation>
    </message>
    <message>
        <source>Show the whole match log beside the board</source>
        <translation>Het hele partijverslag naast het bord tonen</translation>
    </message>
    <message>
        <source>Step 0: the match begins.</source>
        <extracomment>Step -&gt; the analysis&apos;s mark, for the log (``match_analysis``).</extracomment>
        <translation>Stap 0: de partij begint.</translation>
    </message>
    <message>
        <source>Step {n}: {line}</source>
        <extracomment>Message id endings that open a round and that score: the engines&apos; own words for the marks (ids are stable, English text is not). A game without them gets no round marks. A step with a note: a small flag above the groove, in a colour no seat mark uses. A decision the analysis marked: a dot under the groove, yellow, orange or red (the worst on top). What a message id marks: ``_ROUND``, ``_SCORING`` or nothing (0), by id (a game has few ids). Steps that carry a note (``notes.py``). Steps the analysis marked, and how (``analysis_view``): a dot under the groove.</extracomment>
        <translation>Stap {n}: {line}</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>Reviewing step {n} of {total}. Press End to return to the live position.</source>
        <translation>Je kijkt terug naar stap {n} van {total}. Druk op End om naar de actuele stand terug te gaan.</translation>
    </message>
    <message>
        <source>The match is over — {name} wins.</source>
        <translation>De partij is afgelopen — {name} wint.</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer.</source>
        <translation>Wachten op het antwoord van {name}.</translation>
    </message>
    <message>
        <source>Waiting for {name} to take the screen.</source>
        <translation>Wachten tot {name} het scherm overneemt.</translation>
    </message>
    <message>
        <source>{name}, it is your turn.</source>
        <translation>{name}, jij bent aan de beurt.</translation>
    </message>
    <message>
        <source>{name} — {prompt}</source>
        <translation>{name} — {prompt}</translation>
    </message>
    <message>
        <source>{name} cannot move: the computer level “{level}” is not available in this version.</source>
        <translation>{name} kan niet spelen: het computerniveau „{level}” bestaat niet in deze versie.</translation>
    </message>
    <message>
        <source>Paused: {name} moves when the computer players play on.</source>
        <translation>Gepauzeerd: {name} is aan zet zodra de computerspelers verder spelen.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Wachten op {names}.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}.</source>
        <translation>Ongedaan maken lukt niet: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niets om opnieuw te doen.</translation>
    </message>
</context>
<context>
    <name>NewMatch</name>
    <message>
        <source>Human at this screen</source>
        <extracomment>The labels below are English and marked for translation (context &quot;NewMatch&quot;): they are built at import, before a translator is installed; ``tr`` translates them where they are shown. The keys are the levels&apos; ids, never translated: a key translated at import made German and Dutch screens (which import this module after choosing the language) say &quot;Computer — random&quot;.</extracomment>
        <translation>Mens aan dit scherm</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Computer — beginner (random moves)</source>
        <translation>Computer — beginner (willekeurige zetten)</translation>
    </message>
    <message>
        <source>Computer — standard</source>
        <translation>Computer — standaard</translation>
    </message>
    <message>
        <source>Computer — strong (thinks longer)</source>
        <translation>Computer — sterk (denkt langer)</translation>
    </message>
    <message>
        <source>Computer — expert (thinks longest)</source>
        <translation>Computer — meester (denkt het langst)</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <extracomment>The seat name a computer seat gets unless someone typed one (issue 21: a bot was &quot;Player 3&quot;).</extracomment>
        <translation>Computer (beginner)</translation>
    </message>
    <message>
        <source>Computer (standard)</source>
        <translation>Computer (standaard)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Computer (sterk)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Computer (meester)</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Computer — {level}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
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
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>(coming soon)</source>
        <translation>(binnenkort)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespeeld door</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same draws and rolls.</source>
        <translation>Dezelfde startwaarde en dezelfde zetten geven dezelfde trekkingen en worpen.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Startwaarde (optioneel)</translation>
    </message>
    <message>
        <source>Casual (allow undo further back)</source>
        <translation>Vrij (ongedaan maken verder terug toegestaan)</translation>
    </message>
    <message>
        <source>Normally you can take back only your own last action, and only until someone else acts or something hidden is revealed. In a casual match any step can be taken back.</source>
        <translation>Normaal kun je alleen je eigen laatste actie terugnemen, en alleen tot iemand anders speelt of iets verborgens wordt onthuld. In een vrije partij kan elke stap worden teruggenomen.</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Partij starten</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Er is geen spel geïnstalleerd.</translation>
    </message>
    <message>
        <source>{game} cannot be played in this version yet: its rules are ready but its board is still being drawn. Pick another game.</source>
        <translation>{game} kan in deze versie nog niet worden gespeeld: de regels zijn klaar, maar het bord wordt nog getekend. Kies een ander spel.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>Note on step {step}</source>
        <extracomment>Marks in front of a log line with a bookmark, and before a comment.</extracomment>
        <translation>Notitie bij stap {step}</translation>
    </message>
    <message>
        <source>What happened here, what should have been played…</source>
        <translation>Wat hier gebeurde, wat er gespeeld had moeten worden…</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>Deze stap markeren</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>Notitie verwijderen</translation>
    </message>
    <message>
        <source>Bookmark this step (Ctrl+B)</source>
        <translation>Deze stap markeren (Ctrl+B)</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Notitie…</translation>
    </message>
    <message>
        <source>Write a comment on this step</source>
        <translation>Een opmerking bij deze stap schrijven</translation>
    </message>
</context>
<context>
    <name>OfficialItem</name>
    <message>
        <source>The {official} official ({short})</source>
        <extracomment>Not movable, but a click is answered with the engine&apos;s reason (issue 19). The legal-target glow, an item of its own: a move that lights or dims the officials shows or hides it and leaves the official&apos;s own cached picture alone.</extracomment>
        <translation>De hofbeambte met {official} ({short})</translation>
    </message>
</context>
<context>
    <name>PavilionItem</name>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Pavilion {n} ({colour}) — the TARGET</source>
        <translation>Paviljoen {n} ({colour}) — het DOEL</translation>
    </message>
    <message>
        <source>Pavilion {n} ({colour})</source>
        <translation>Paviljoen {n} ({colour})</translation>
    </message>
    <message>
        <source>Cards left: {n} — {cards} (order hidden)</source>
        <translation>Kaarten over: {n} — {cards} (volgorde verborgen)</translation>
    </message>
    <message>
        <source>{n} left</source>
        <translation>nog {n}</translation>
    </message>
</context>
<context>
    <name>PeekBar</name>
    <message>
        <source>Your secrets are hidden.</source>
        <extracomment>What the peek bar says: nothing of the person&apos;s is private now, their secrets are veiled, they are peeking, or the decision in front of them shows them.</extracomment>
        <translation>Je geheimen zijn verborgen.</translation>
    </message>
    <message>
        <source>Your secrets are shown.</source>
        <translation>Je geheimen zijn zichtbaar.</translation>
    </message>
    <message>
        <source>Shown for this choice.</source>
        <translation>Zichtbaar voor deze keuze.</translation>
    </message>
    <message>
        <source>Nothing secret on the screen.</source>
        <translation>Niets geheims te zien.</translation>
    </message>
    <message>
        <source>Peek (hold P)</source>
        <extracomment>The person holds &quot;Peek&quot; for this seat (None: nobody peeks). What the bar says now (``NOTHING`` .. ``CHOOSING``). (viewer, steps) whose own view the side column last measured (``rehearse``). The person pressed (True) or released (False) &quot;Peek&quot;.</extracomment>
        <translation>Kijken (P vasthouden)</translation>
    </message>
    <message>
        <source>Hold this button, or the P key, to see your secrets; let go to hide them.</source>
        <translation>Houd deze knop of de toets P ingedrukt om je geheimen te zien; loslaten verbergt ze weer.</translation>
    </message>
    <message>
        <source>Peek at your secrets</source>
        <translation>Je geheimen bekijken</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat, English (marked for translation; ``kind_label`` translates).</extracomment>
        <translation>Mens</translation>
    </message>
    <message>
        <source>LAN player</source>
        <translation>LAN-speler</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Computer · beginner</translation>
    </message>
    <message>
        <source>Computer · standard</source>
        <translation>Computer · standaard</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Computer · sterk</translation>
    </message>
    <message>
        <source>Computer · expert</source>
        <translation>Computer · meester</translation>
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
        <translation>Voorraad {floor}: 1 {family} kasteelsteen</translation>
    </message>
    <message>
        <source>Pool {floor}: {n} {family} pieces</source>
        <translation>Voorraad {floor}: {n} {family} kasteelstenen</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <extracomment>Computer speed: the pause before a computer player&apos;s move, in seconds. The languages offered: the desktop&apos;s, then each by its own name (a person who cannot read the present language still finds theirs). Kept by ``desktop_app.i18n`` (its &quot;language&quot; setting). First-time tips in ordinary matches (issue 35, ``ui.coach``). A code of ``i18n.LANGUAGES`` or ``i18n.SYSTEM`` (the desktop&apos;s language).</extracomment>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Shapes and letters besides colours</source>
        <translation>Vormen en letters naast kleuren</translation>
    </message>
    <message>
        <source>Players&apos; pieces show their seat&apos;s symbol large and outlined, the player cards take the same shapes, and the Forbidden City writes a colour&apos;s letter on every hat, robe, card and pavilion.</source>
        <translation>De stukken van de spelers tonen het symbool van hun plaats groot en omrand, de spelerskaarten krijgen dezelfde vormen, en De Verboden Stad zet de letter van de kleur op elke hoed, elk gewaad, elke kaart en elk paviljoen.</translation>
    </message>
    <message>
        <source>Colour-blind mode</source>
        <translation>Kleurenblindmodus</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Groter</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Grootst</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tekstgrootte</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaties</translation>
    </message>
    <message>
        <source>Instant (no pause at all)</source>
        <translation>Direct (helemaal geen pauze)</translation>
    </message>
    <message>
        <source>Fast (moves at once)</source>
        <translation>Snel (zetten meteen)</translation>
    </message>
    <message>
        <source>Normal (a short pause)</source>
        <translation>Normaal (een korte pauze)</translation>
    </message>
    <message>
        <source>Slow (easy to follow)</source>
        <translation>Langzaam (makkelijk te volgen)</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspelers</translation>
    </message>
    <message>
        <source>Cover the screen between people</source>
        <translation>Het scherm tussen personen afdekken</translation>
    </message>
    <message>
        <source>With several people at one screen, a cover asks the next person to take the screen before their secrets are shown. Without it the screen passes on at once: choose this only when nobody minds seeing the others&apos; hands.</source>
        <translation>Zitten er meerdere mensen aan één scherm, dan vraagt een afdekking de volgende persoon het scherm over te nemen voordat zijn geheimen worden getoond. Zonder afdekking gaat het scherm meteen door: kies dit alleen als niemand het erg vindt de handen van de anderen te zien.</translation>
    </message>
    <message>
        <source>Hand-over screen</source>
        <translation>Overdrachtsscherm</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Uitleg</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <translation>Zoals het bureaublad</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Explain each phase the first time it comes</source>
        <translation>Elke fase de eerste keer uitleggen</translation>
    </message>
    <message>
        <source>Show tips again</source>
        <translation>Tips opnieuw tonen</translation>
    </message>
    <message>
        <source>Every tip you put away is shown once more, in the next matches.</source>
        <translation>Elke weggelegde tip wordt in de volgende partijen nog eens getoond.</translation>
    </message>
    <message>
        <source>Network (LAN matches you host)</source>
        <translation>Netwerk (LAN-partijen die jij organiseert)</translation>
    </message>
    <message>
        <source>All networks</source>
        <translation>Alle netwerken</translation>
    </message>
    <message>
        <source>Only {name} ({address})</source>
        <translation>Alleen {name} ({address})</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Alleen deze computer</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Bereikbaar via</translation>
    </message>
    <message>
        <source>All networks is the usual choice: the join code keeps strangers out.</source>
        <translation>Alle netwerken is gebruikelijk: de deelnamecode houdt vreemden buiten.</translation>
    </message>
    <message>
        <source>On: friends see the match in their list (never its code).</source>
        <translation>Aan: vrienden zien de partij in hun lijst (nooit de code).</translation>
    </message>
    <message>
        <source>Automatic takes a free port; a number suits a firewall rule.</source>
        <translation>Automatisch kiest een vrije poort; een nummer past bij een firewallregel.</translation>
    </message>
    <message>
        <source>Announce my matches</source>
        <translation>Mijn partijen aankondigen</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Aankondigingen</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Set for this run, and used instead of the choices above: {names}.</source>
        <translation>Voor deze start ingesteld en gebruikt in plaats van de keuzes hierboven: {names}.</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>Something happened that not everyone at this screen may see.</source>
        <extracomment>What an entry the screen&apos;s seats read differently, and that names none of them, shows in the public log: something happened that not everyone here may read.</extracomment>
        <translation>Er is iets gebeurd dat niet iedereen aan dit scherm mag zien.</translation>
    </message>
    <message>
        <source>You are looking at an earlier step; go to the latest step to play.</source>
        <extracomment>The host allowed hints for everyone (``welcome``&apos;s ``hints``; off where it says nothing). Hints taken at this screen, by step: the host never hears of them, this screen&apos;s copy of the finished match keeps them (``final_document``).</extracomment>
        <translation>Je kijkt naar een eerdere stap; ga naar de nieuwste stap om te spelen.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Toeschouwers kunnen niet spelen.</translation>
    </message>
    <message>
        <source>That seat is not at this screen.</source>
        <translation>Die plaats is niet aan dit scherm.</translation>
    </message>
    <message>
        <source>This screen is no longer connected to the host.</source>
        <translation>Dit scherm is niet meer met de organisator verbonden.</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>de partij is afgelopen</translation>
    </message>
    <message>
        <source>spectators cannot ask to take back</source>
        <translation>toeschouwers kunnen niet om terugname vragen</translation>
    </message>
    <message>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <translation>je kijkt naar een eerdere stap; ga eerst naar de nieuwste stap</translation>
    </message>
    <message>
        <source>the match has not started yet</source>
        <translation>de partij is nog niet begonnen</translation>
    </message>
    <message>
        <source>a takeback request is already waiting for answers</source>
        <translation>een terugnameverzoek wacht al op antwoorden</translation>
    </message>
    <message>
        <source>the last action was not yours</source>
        <translation>de laatste actie was niet van jou</translation>
    </message>
    <message>
        <source>there is nothing of yours to take back</source>
        <translation>er is niets van jou om terug te nemen</translation>
    </message>
    <message>
        <source>Cannot ask to take back: {reason}.</source>
        <translation>Om terugname vragen lukt niet: {reason}.</translation>
    </message>
    <message>
        <source>Cannot ask to take back: this screen is not connected to the host.</source>
        <translation>Om terugname vragen lukt niet: dit scherm is niet met de organisator verbonden.</translation>
    </message>
    <message>
        <source>Asked the host to take back your last action.</source>
        <translation>De organisator is gevraagd je laatste actie terug te nemen.</translation>
    </message>
    <message>
        <source>Asked the others to take back your last action.</source>
        <translation>De anderen is gevraagd je laatste actie terug te nemen.</translation>
    </message>
    <message>
        <source>Nobody at this screen is asked about a takeback now.</source>
        <translation>Aan dit scherm wordt nu niemand om een terugname gevraagd.</translation>
    </message>
    <message>
        <source>Spectators read the chat; only players write in it.</source>
        <translation>Toeschouwers lezen de chat; alleen spelers schrijven erin.</translation>
    </message>
    <message>
        <source>A LAN match goes on from its latest step only.</source>
        <translation>Een LAN-partij gaat alleen vanaf haar nieuwste stap verder.</translation>
    </message>
    <message>
        <source>Took back your last action: everyone agreed.</source>
        <translation>Je laatste actie is teruggenomen: iedereen ging akkoord.</translation>
    </message>
    <message>
        <source>Took back {name}&apos;s last action: everyone agreed.</source>
        <translation>De laatste actie van {name} is teruggenomen: iedereen ging akkoord.</translation>
    </message>
    <message>
        <source>{name} declined to take back your last action.</source>
        <translation>{name} weigerde je laatste actie terug te nemen.</translation>
    </message>
    <message>
        <source>{name} declined to take back {owner}&apos;s last action.</source>
        <translation>{name} weigerde de laatste actie van {owner} terug te nemen.</translation>
    </message>
    <message>
        <source>The takeback request timed out: not everyone answered in time.</source>
        <translation>Het terugnameverzoek is verlopen: niet iedereen antwoordde op tijd.</translation>
    </message>
    <message>
        <source>The takeback request lapsed: the match moved on.</source>
        <translation>Het terugnameverzoek is vervallen: de partij is verdergegaan.</translation>
    </message>
    <message>
        <source>The host&apos;s result of the match cannot be read: {error}</source>
        <translation>De uitslag van de partij van de organisator kan niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Iemand</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>First step (Home)</source>
        <extracomment>Cursor positions where turns end, and the steps of round / scoring marks (sorted).</extracomment>
        <translation>Eerste stap (Home)</translation>
    </message>
    <message>
        <source>One step back (Left; Ctrl+Left: a turn, PageUp: a round)</source>
        <translation>Een stap terug (Links; Ctrl+Links: een beurt, PageUp: een ronde)</translation>
    </message>
    <message>
        <source>One step forward (Right; Ctrl+Right: a turn, PageDown: a round)</source>
        <translation>Een stap vooruit (Rechts; Ctrl+Rechts: een beurt, PageDown: een ronde)</translation>
    </message>
    <message>
        <source>Latest step (End)</source>
        <translation>Nieuwste stap (End)</translation>
    </message>
    <message>
        <source>Resume play from here</source>
        <extracomment>What the step counter&apos;s room was measured for (``_keep_counter_room``).</extracomment>
        <translation>Vanaf hier verderspelen</translation>
    </message>
    <message>
        <source>Graph</source>
        <extracomment>Whose eyes the screen shows (``seen_by``), and the match graph&apos;s toggle.</extracomment>
        <translation>Grafiek</translation>
    </message>
    <message>
        <source>Standings and win chances over the whole match</source>
        <translation>Stand en winkansen over de hele partij</translation>
    </message>
    <message>
        <source>Seen by</source>
        <extracomment>&quot;Seen by&quot; and the graph&apos;s toggle, for the screen to place on the line above the bar (the bar itself keeps its width for the slider).</extracomment>
        <translation>Gezien door</translation>
    </message>
    <message>
        <source>Step {n} of {total} — reviewing</source>
        <extracomment>The step counter&apos;s least width.</extracomment>
        <translation>Stap {n} van {total} — terugkijken</translation>
    </message>
    <message>
        <source>Step {n} of {total} — live</source>
        <translation>Stap {n} van {total} — live</translation>
    </message>
    <message>
        <source>Played under the rules of version {version}</source>
        <translation>Gespeeld volgens de regels van versie {version}</translation>
    </message>
    <message>
        <source>This match began before a correction of the game&apos;s rules: it replays and continues under the rules it was played under.</source>
        <translation>Deze partij begon vóór een correctie van de spelregels: ze wordt nagespeeld en voortgezet volgens de regels waarmee ze gespeeld is.</translation>
    </message>
    <message>
        <source>Drop every step after this one and play on from here.</source>
        <translation>Alle stappen na deze weggooien en vanaf hier verderspelen.</translation>
    </message>
    <message>
        <source>Only casual matches can be resumed from an earlier step.</source>
        <translation>Alleen vrije partijen kunnen vanaf een eerdere stap worden voortgezet.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>How to play</source>
        <extracomment>The tabs&apos; names, English (marked for translation; the tabs show them translated).</extracomment>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <source>Full rules</source>
        <translation>Volledige regels</translation>
    </message>
    <message>
        <source># Rules

This page cannot be read. Installing Three Palaces again brings it back.</source>
        <extracomment>The colour every search match is marked in.</extracomment>
        <translation># Regels

Deze pagina kan niet worden gelezen. Drie Paleizen opnieuw installeren brengt haar terug.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Search the rules (Enter: next match)</source>
        <translation>De regels doorzoeken (Enter: volgende treffer)</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>De regels doorzoeken</translation>
    </message>
    <message>
        <source># Rules

The rules are not part of this copy of Three Palaces. Installing it again brings them back.</source>
        <translation># Regels

De regels horen niet bij deze kopie van Drie Paleizen. Opnieuw installeren brengt ze terug.</translation>
    </message>
    <message>
        <source>{n} found on this page.</source>
        <translation>{n} gevonden op deze pagina.</translation>
    </message>
    <message>
        <source>{n} on the other tab.</source>
        <translation>{n} op het andere tabblad.</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>The host cannot save the match: its disk is full. Play waits until it can.</source>
        <translation>De host kan de partij niet opslaan: zijn schijf is vol. Het spel wacht tot dat weer lukt.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder may not be written. Play waits until it can.</source>
        <translation>De host kan de partij niet opslaan: er mag niet in zijn map geschreven worden. Het spel wacht tot dat weer lukt.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder is gone. Play waits until it can.</source>
        <translation>De host kan de partij niet opslaan: zijn map is verdwenen. Het spel wacht tot dat weer lukt.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk failed. Play waits until it can.</source>
        <translation>De host kan de partij niet opslaan: zijn schijf geeft een fout. Het spel wacht tot dat weer lukt.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk is full.</source>
        <translation>De host kan de partij niet opslaan: zijn schijf is vol.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder may not be written.</source>
        <translation>De host kan de partij niet opslaan: er mag niet in zijn map geschreven worden.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its folder is gone.</source>
        <translation>De host kan de partij niet opslaan: zijn map is verdwenen.</translation>
    </message>
    <message>
        <source>The host cannot save the match: its disk failed.</source>
        <translation>De host kan de partij niet opslaan: zijn schijf geeft een fout.</translation>
    </message>
    <message>
        <source>The host saves the match again. Play goes on.</source>
        <translation>De host slaat de partij weer op. Het spel gaat verder.</translation>
    </message>
</context>
<context>
    <name>SeatControl</name>
    <message>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>sterk</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>meester</translation>
    </message>
    <message>
        <source>{name} takes the seat back from the computer</source>
        <translation>{name} neemt de plaats weer over van de computer</translation>
    </message>
    <message>
        <source>{name}&apos;s seat is played by the computer ({level})</source>
        <translation>De plaats van {name} wordt nu door de computer gespeeld ({level})</translation>
    </message>
    <message>
        <source>Let the computer play {name}</source>
        <translation>De computer laten spelen voor {name}</translation>
    </message>
    <message>
        <source>Take back {name}&apos;s seat</source>
        <translation>Plaats van {name} terugnemen</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;Pause the computer players</source>
        <translation>Computerspelers &amp;pauzeren</translation>
    </message>
    <message>
        <source>No seat can change hands now</source>
        <translation>Nu kan geen plaats van speler wisselen</translation>
    </message>
</context>
<context>
    <name>SeatPage</name>
    <message>
        <source>3. Your seat</source>
        <extracomment>The seat this computer held in the match (``held_seats``) is to be taken back.</extracomment>
        <translation>3. Jouw plaats</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Kijken</translation>
    </message>
    <message>
        <source>See the match as a spectator: what everyone sees, never a hand</source>
        <translation>De partij als toeschouwer zien: wat iedereen ziet, nooit een hand</translation>
    </message>
    <message>
        <source>{game} at {address} — {players} players</source>
        <translation>{game} op {address} — {players} spelers</translation>
    </message>
    <message>
        <source>played by the host&apos;s computer</source>
        <translation>gespeeld door de computer van de organisator</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>bezet</translation>
    </message>
    <message>
        <source>taken (away)</source>
        <translation>bezet (weg)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>vrij</translation>
    </message>
    <message>
        <source>Take back my seat</source>
        <translation>Mijn plaats terugnemen</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>Hier zitten</translation>
    </message>
    <message>
        <source>This match is full: every seat is taken. You can still watch.</source>
        <translation>Deze partij is vol: elke plaats is bezet. Je kunt nog wel kijken.</translation>
    </message>
    <message>
        <source>This match is full: every seat is taken. The host does not allow spectators.</source>
        <translation>Deze partij is vol: elke plaats is bezet. De organisator staat geen toeschouwers toe.</translation>
    </message>
</context>
<context>
    <name>SeenBy</name>
    <message>
        <source>Everything revealed</source>
        <translation>Alles onthuld</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Een toeschouwer</translation>
    </message>
    <message>
        <source>with everything revealed</source>
        <translation>met alles onthuld</translation>
    </message>
    <message>
        <source>as a spectator saw it</source>
        <translation>zoals een toeschouwer het zag</translation>
    </message>
    <message>
        <source>as {name} saw it</source>
        <translation>zoals {name} het zag</translation>
    </message>
    <message>
        <source>Whose eyes the board, the log and the match graph show</source>
        <translation>Door wiens ogen het bord, het verslag en de partijgrafiek worden getoond</translation>
    </message>
</context>
<context>
    <name>StandInPanel</name>
    <message>
        <source>Players who left</source>
        <translation>Spelers die vertrokken zijn</translation>
    </message>
    <message>
        <source>Wait for {name}</source>
        <translation>Wachten op {name}</translation>
    </message>
    <message>
        <source>{computer} plays for them</source>
        <translation>{computer} speelt voor hen</translation>
    </message>
    <message>
        <source>Who plays for {name}</source>
        <translation>Wie er voor {name} speelt</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>COMING SOON</source>
        <extracomment>Where the boards live, one module per game id (``ui.games.board_class``).</extracomment>
        <translation>BINNENKORT</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <source>A short guided match against the computer: a coach shows you each step</source>
        <translation>Een korte begeleide partij tegen de computer: een trainer laat je elke stap zien</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Nieuwe partij…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Binnenkort</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>How to play {game}, and its full rules</source>
        <translation>Zo speel je {game}, en de volledige regels</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <extracomment>Labels in the same place of the other cards: each keeps room for the longest of them, so the cards&apos; texts, and so their pictures, line up (in German two taglines took a fourth line and the third card&apos;s picture stood taller than the others&apos;). &quot;Learn to play&quot;: the game&apos;s guided first match (issue 35, ``ui.coach``).</extracomment>
        <translation>{least}–{most} spelers</translation>
    </message>
    <message>
        <source>Three Palaces</source>
        <extracomment>The narrowest a list button gets: a few words stay readable. A game&apos;s guided first match (issue 35). Review a finished match from the archive (its entry&apos;s id). Take back a LAN seat kept in ``held_seats`` (the ``HeldSeat``), its host answering. Serve again a match this computer hosted (the ``hosted_matches.HostedMatch``). The LAN entries under Continue: seats to take back, then matches to host again. Match ids served by this program now (the main window&apos;s hosting): not offered again.</extracomment>
        <translation>Drie Paleizen</translation>
    </message>
    <message>
        <source>Palace-building games for the whole table — at one screen, across the network, or against the computer.</source>
        <translation>Paleisbouwspellen voor de hele tafel — aan één scherm, via het netwerk of tegen de computer.</translation>
    </message>
    <message>
        <source>Host a LAN match…</source>
        <translation>Een LAN-partij organiseren…</translation>
    </message>
    <message>
        <source>Open a match to friends on this network; they join with its code</source>
        <translation>Een partij openen voor vrienden op dit netwerk; zij doen mee met de code</translation>
    </message>
    <message>
        <source>Join a LAN match…</source>
        <translation>Deelnemen aan een LAN-partij…</translation>
    </message>
    <message>
        <source>Join a match a friend hosts on this network</source>
        <translation>Deelnemen aan een partij die een vriend op dit netwerk organiseert</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verdergaan</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Beëindigde partijen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>Open a saved match file (Ctrl+O)</source>
        <translation>Een opgeslagen partijbestand openen (Ctrl+O)</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Opgeslagen partijen</translation>
    </message>
    <message>
        <source>No unfinished matches. Every match is saved as you play: if one is ever cut short (a crash, a power cut), it waits here.</source>
        <translation>Geen onafgemaakte partijen. Elke partij wordt tijdens het spelen opgeslagen: wordt er ooit een afgebroken (een crash, een stroomstoring), dan wacht ze hier.</translation>
    </message>
    <message>
        <source>{game} — {names}  ·  step {steps}  ·  {when}</source>
        <translation>{game} — {names}  ·  stap {steps}  ·  {when}</translation>
    </message>
    <message>
        <source>Forget this unfinished match (its autosave is deleted)</source>
        <translation>Deze onafgemaakte partij vergeten (de automatische opslag wordt verwijderd)</translation>
    </message>
    <message>
        <source>{game}: back to seat {n}  ·  {address}</source>
        <translation>{game}: terug naar plaats {n}  ·  {address}</translation>
    </message>
    <message>
        <source>Take your seat back in this LAN match: its host is answering now</source>
        <translation>Neem je plaats in deze LAN-partij terug: de organisator antwoordt nu</translation>
    </message>
    <message>
        <source>Continue hosting {game}</source>
        <translation>{game} verder organiseren</translation>
    </message>
    <message>
        <source>Serve this LAN match again with the same code; the others come back to it</source>
        <translation>Deze LAN-partij opnieuw aanbieden met dezelfde code; de anderen keren erin terug</translation>
    </message>
    <message>
        <source>Forget this LAN match here</source>
        <translation>Deze LAN-partij hier vergeten</translation>
    </message>
    <message>
        <source>Matches you save or open appear here.</source>
        <translation>Partijen die je opslaat of opent, verschijnen hier.</translation>
    </message>
</context>
<context>
    <name>TakebackBar</name>
    <message>
        <source>Accept</source>
        <translation>Accepteren</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Weigeren</translation>
    </message>
    <message>
        <source>Waiting for the others to accept your takeback… ({left} s)</source>
        <translation>Wachten tot de anderen je terugname accepteren… ({left} s)</translation>
    </message>
    <message>
        <source>{name} asks to take back their last move. ({left} s left)</source>
        <translation>{name} vraagt om zijn of haar laatste zet terug te nemen. (nog {left} s)</translation>
    </message>
    <message>
        <source>{name} asked to take back their last move; waiting for answers.</source>
        <translation>{name} vroeg om zijn of haar laatste zet terug te nemen; wachten op antwoorden.</translation>
    </message>
    <message>
        <source>{name}, take back your last action?</source>
        <translation>{name}, je laatste actie terugnemen?</translation>
    </message>
    <message>
        <source>({line})</source>
        <translation>({line})</translation>
    </message>
    <message>
        <source>Yes, take it back</source>
        <translation>Ja, terugnemen</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nee, houden</translation>
    </message>
</context>
<context>
    <name>TargetDieItem</name>
    <message>
        <source>Pavilion die (d8): {n} — the target</source>
        <translation>Paviljoendobbelsteen (D8): {n} — het doel</translation>
    </message>
    <message>
        <source>Pavilion die (d8)</source>
        <translation>Paviljoendobbelsteen (D8)</translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Wachten tot de organisator de partij start…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message>
        <source>Leave the lobby; the host sees that you left and can free your seat</source>
        <translation>De wachtruimte verlaten; de organisator ziet dat je weg bent en kan je plaats vrijgeven</translation>
    </message>
    <message>
        <source>the match</source>
        <translation>de partij</translation>
    </message>
    <message>
        <source>You are watching {game}.</source>
        <translation>Je kijkt naar {game}.</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {game} as {name}.</source>
        <translation>Je zit op plaats {n} van {game} als {name}.</translation>
    </message>
    <message>
        <source>You sit at seat {n} of {game}.</source>
        <translation>Je zit op plaats {n} van {game}.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Reconnecting…</source>
        <translation>De verbinding met de organisator is verbroken. Opnieuw verbinden…</translation>
    </message>
    <message>
        <source>played by the host&apos;s computer</source>
        <translation>gespeeld door de computer van de organisator</translation>
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
        <translation>wacht op een speler</translation>
    </message>
</context>
<context>
    <name>WorkerItem</name>
    <message>
        <source>Neutral worker</source>
        <extracomment>Colour-blind mode: the symbol larger and outlined.</extracomment>
        <translation>Neutrale arbeider</translation>
    </message>
    <message>
        <source>Worker of Player {n}</source>
        <translation>Arbeider van speler {n}</translation>
    </message>
</context>
</TS>
