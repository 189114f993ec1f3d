<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ArchiveDialog</name>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="327"/>
        <source>Finished matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="331"/>
        <source>Every match that ended on this computer, the last one first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveList</name>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="42"/>
        <source>Match</source>
        <extracomment>Where an item keeps its entry&apos;s id, and the value its column sorts by. The columns&apos; headings, English (marked for translation; the list shows them translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="44"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="45"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="46"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="47"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="48"/>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="98"/>
        <source>{game} — {players}
{winner} won  ·  {day}  ·  {steps} steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="129"/>
        <source>Search</source>
        <extracomment>Open this entry (its id) in review. An entry was deleted (another list of the archive may want to refresh).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="131"/>
        <source>Search players, game or winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="134"/>
        <source>Show only the matches with these words in a player&apos;s name, the game or the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="177"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="179"/>
        <source>Review the selected match (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="182"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="184"/>
        <source>Delete the selected match from the archive (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="221"/>
        <source>{label}
{winner} won · {steps} steps
Double-click to review it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="237"/>
        <source>Every match that ends is kept here, to review whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="243"/>
        <source>No finished match has “{query}” in its players, game or winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="294"/>
        <source>Delete this finished match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="296"/>
        <source>{label}

It is deleted from the archive for good and cannot be reviewed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/archive_view.py" line="311"/>
        <source>Cannot delete the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArkadiaBoard</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="389"/>
        <source>The display is empty.</source>
        <extracomment>Each piece on the board by what it looks like (kind, place, owner, state).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="394"/>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="407"/>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="186"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="396"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="399"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="402"/>
        <source>Hands are private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="404"/>
        <source>Take the screen to see your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="409"/>
        <source>No cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="464"/>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="86"/>
        <source>Use a banner…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board.py" line="466"/>
        <source>Cash seals…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArkadiaPrompt</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="18"/>
        <source>R or the mouse wheel turns it, F mirrors it, Ctrl+wheel zooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="32"/>
        <source>{n} worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="32"/>
        <source>{n} workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="38"/>
        <source>{n} turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="38"/>
        <source>{n} turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="44"/>
        <source>{n} piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="44"/>
        <source>{n} pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="51"/>
        <source>{n} castle piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="52"/>
        <source>{n} castle pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="59"/>
        <source>Done with workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="60"/>
        <source>Place {workers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="70"/>
        <source>This is the last turn of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="72"/>
        <source>Final round: {turns} left after this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="75"/>
        <source>The final round is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="84"/>
        <source>The game is over: every seal was cashed at the final values — see the ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="91"/>
        <source>The next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="95"/>
        <source>The cards are being dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="96"/>
        <source>{name} is playing; please wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="106"/>
        <source>Build your {card}: move it over the board ({controls}) and click where it shows green — Esc puts the card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="116"/>
        <source>building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="118"/>
        <source>Click empty squares beside the {building} to add workers (click again: own → neutral → none), then press “{button}” or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="125"/>
        <source>Choose a highlighted building to add more workers beside it, or press “{button}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="132"/>
        <source>Refill your hand: click a display card or the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="139"/>
        <source>A building is complete! Choose a colour from pool {floor} in the castle panel, then a free lot square ({pieces} to place on floor {floor}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="144"/>
        <source>Click a free lot square to place the {colour} piece on floor {floor} ({pieces} to place; another pool colour changes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="151"/>
        <source>Use a banner (2 workers, then cash seals) or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="154"/>
        <source>No banner left: end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="156"/>
        <source>Cash seals with the banner dialog, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="159"/>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="188"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="165"/>
        <source>You can neither build nor place workers: click a hand card to discard it and draw anew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="170"/>
        <source>You can neither build nor place workers and hold no cards: press Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="175"/>
        <source>Your turn: choose a card from your hand to build, or click a building to place workers beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="181"/>
        <source>Your turn: choose a card from your hand to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="185"/>
        <source>Your turn: click a building to place workers beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="201"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="206"/>
        <source>Final round — {turns} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="215"/>
        <source>Turn {n}: {name} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="225"/>
        <source>Completed this turn: {buildings}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="235"/>
        <source>{name} places {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="245"/>
        <source>Supply: {neutral} neutral workers · discard pile {discards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/prompt.py" line="255"/>
        <source>Tiles left: {counts}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArkadiaSidePanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="36"/>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="123"/>
        <source>Behind your screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="61"/>
        <source>⟳ Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="63"/>
        <source>Turn the building a quarter (R or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="67"/>
        <source>⇋ Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="69"/>
        <source>Mirror the building (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="71"/>
        <source>✕ Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="73"/>
        <source>Put the card back in your hand (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="83"/>
        <source>Place workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="88"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="91"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="104"/>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="106"/>
        <source>Every screen is open now: see the player cards and the ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="113"/>
        <source>Screens are private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="115"/>
        <source>Each player sees what lies behind their own screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="125"/>
        <source>Workers: {own} own · {neutral} neutral   Banners: {banners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/side_panel.py" line="134"/>
        <source>Gold: {gold}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArkadiaSummary</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="29"/>
        <source>Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="30"/>
        <source>Seals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="33"/>
        <source>Symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="37"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="38"/>
        <source>{hand} in hand · {banners} banners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="43"/>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="44"/>
        <source>{placed} placed · {supply} in supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="55"/>
        <source>{own} own · {neutral} neutral workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="61"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="63"/>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="69"/>
        <source>Final gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/summary.py" line="70"/>
        <source>{total} ({gold} before seals)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArkadiaTable</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="195"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="203"/>
        <source>Pile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BannerDialog</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="55"/>
        <source>Use a banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="57"/>
        <source>Cash seals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="70"/>
        <source>You have used this turn&apos;s banner: cash any of your seals at today&apos;s values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="73"/>
        <source>The banner&apos;s workers are already behind your screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="81"/>
        <source>A banner leaves the game (you have {banners}; {left} will be left). Then you may cash seals at the current values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="87"/>
        <source>You gain 1 of your own workers from the supply ({free} there now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="91"/>
        <source>You gain {n} of your own workers from the supply ({free} there now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="105"/>
        <source>Seal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="106"/>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="107"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="108"/>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="148"/>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="109"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="135"/>
        <source>Cash all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="137"/>
        <source>Cash none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="150"/>
        <source>Use banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="180"/>
        <source>Gold: {gold} → {total}  (+{gained})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="186"/>
        <source>Cash for {gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="188"/>
        <source>Cash nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="193"/>
        <source>Use banner and cash for {gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/banner.py" line="197"/>
        <source>Use banner, cash nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="28"/>
        <source>circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="29"/>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="30"/>
        <source>triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="31"/>
        <source>diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="32"/>
        <source>star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="141"/>
        <source>{reason} ({rule})</source>
        <extracomment>Emitted when the board&apos;s own prompt (e.g. &quot;now pick the destination&quot;) changes. A click on something that is not legal: the engine&apos;s reason with its rule id (issue 19), which the match screen says right under the prompt. The pointer rests on something that is not legal: the same reason, shown while it stays there (&apos;&apos; when it left). The keyboard focus over ``focus_targets`` (a board calls ``keyboard.refresh()`` at the end of each of its refreshes). (view, seat, state rebuilt from it) of the last ``why_not``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/base.py" line="144"/>
        <source>{place}: {reason} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../desktop_app/ui/board_view.py" line="37"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotRunner</name>
    <message>
        <location filename="../../desktop_app/ui/bots.py" line="148"/>
        <source>{name} (computer) failed: {error}</source>
        <extracomment>Closed runners whose bot is still thinking: kept alive until the (ignored) answer arrives, so closing a match never waits for a strong bot to finish its move. (ticket, seat, action or None, error text) Bot seats whose level this version cannot play (a match saved by a newer version).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/bots.py" line="155"/>
        <source>{name} (computer) chose an illegal action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BribePicker</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="161"/>
        <source>&lt;b&gt;Your secret bribery board&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="164"/>
        <source>Hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="165"/>
        <source>Robe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="175"/>
        <source>Confirm bribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="215"/>
        <source>Turn both dials: the hat colour and the robe colour of the official you bribe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="223"/>
        <source>You bribe the &lt;b&gt;{official}&lt;/b&gt; official.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="230"/>
        <source>The {official} official is banished: choose another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildingItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="200"/>
        <source>{building} of the {family} family (completed)</source>
        <extracomment>False while the seat at the screen has nothing to do: clicks then fall through to the view, which pans the board on a drag.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="202"/>
        <source>{building} of the {family} family (open)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="80"/>
        <source>1 card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="82"/>
        <source>{n} cards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="161"/>
        <source>cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/cards.py" line="163"/>
        <source>card left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CastlePanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="127"/>
        <source>Seal values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="147"/>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="153"/>
        <source>pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="185"/>
        <source>Floor {n} · now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="187"/>
        <source>Floor {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="211"/>
        <source>{n}/10 placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CastleSquareItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="337"/>
        <source>Castle: {colour} on floor {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="343"/>
        <source>Printed {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="348"/>
        <source>Blank lot square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="218"/>
        <source>Latest chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="221"/>
        <source>Chat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="224"/>
        <source>Show every chat message of this match, and write one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="233"/>
        <source>Chat messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="241"/>
        <source>Say something…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="242"/>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="245"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="251"/>
        <source>Nothing said yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="276"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ColourDial</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/picker.py" line="40"/>
        <source>{dial} colour: click a colour, roll the mouse wheel or use the arrow keys</source>
        <extracomment>F-1.4: the five colours a hat or a robe can have, in the engine&apos;s order.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="19"/>
        <source>Vermilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="20"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="21"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="22"/>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="23"/>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="24"/>
        <source>Sky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/theme.py" line="25"/>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DestinationItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/pieces.py" line="115"/>
        <source>Click to enter the target pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/pieces.py" line="117"/>
        <source>Click to move to ({col},{row})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiscPicker</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/picker.py" line="53"/>
        <source>&lt;b&gt;Your secret action disc&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/picker.py" line="65"/>
        <source>Click to empty this slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/picker.py" line="97"/>
        <source>Confirm choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="35"/>
        <source>1st</source>
        <extracomment>The places&apos; words, English (marked for translation; ``place_word`` translates them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="36"/>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="37"/>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="38"/>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="39"/>
        <source>5th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="40"/>
        <source>6th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="41"/>
        <source>7th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="42"/>
        <source>8th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="50"/>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="94"/>
        <source>Save for review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="96"/>
        <source>Keep the whole match, every secret now revealed, to review later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="101"/>
        <source>Review the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="102"/>
        <source>New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/end_view.py" line="126"/>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="50"/>
        <location filename="../../desktop_app/ui/export.py" line="72"/>
        <source>Players: {names}</source>
        <extracomment>One line per outcome explanation, the winner&apos;s first; empty while the match runs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="54"/>
        <location filename="../../desktop_app/ui/export.py" line="73"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="56"/>
        <location filename="../../desktop_app/ui/export.py" line="74"/>
        <source>The match is not over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="60"/>
        <location filename="../../desktop_app/ui/export.py" line="90"/>
        <source>{name} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="64"/>
        <location filename="../../desktop_app/ui/export.py" line="75"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="132"/>
        <source>Markdown (*.md);;HTML page (*.html)</source>
        <extracomment>File dialog filters, English (marked for translation; the dialogs show them translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="133"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="146"/>
        <location filename="../../desktop_app/ui/export.py" line="160"/>
        <source>Export log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="161"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="173"/>
        <source>Export board as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="187"/>
        <source>Export board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/export.py" line="188"/>
        <source>The board could not be saved to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForbiddenCityActionPanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="74"/>
        <source>Colour-blind letters (R B G Y K W P O)</source>
        <extracomment>What the buttons and their texts read from the view (the take prompt, the claim to answer).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="78"/>
        <source>Write a colour&apos;s letter on every hat, robe, card and pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="85"/>
        <source>Animate moves and dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="147"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="149"/>
        <source>Stop moving; the next player takes over (F-3.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="160"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; claims the &lt;b&gt;{official}&lt;/b&gt; official. If you doubt and the claim was honest, you give a card; if it was a bluff, you take one and are paid instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="174"/>
        <source>Believe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="176"/>
        <source>Doubt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="179"/>
        <source>Accept the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="181"/>
        <source>Challenge the claim: all boards are revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/side_panel.py" line="196"/>
        <source>Take the {card} from {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForbiddenCityBoard</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="159"/>
        <source>{official} (secret)</source>
        <extracomment>Trails of last moves kept (oldest dropped first): more than a review drag passes over. Tests switch animations off for the whole class; players use the side-panel checkbox.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="161"/>
        <source>{official} (revealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="164"/>
        <source>set (secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="166"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="173"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="174"/>
        <source>{points} points · {cards} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="179"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="180"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="182"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/board.py" line="184"/>
        <source>Symbol</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForbiddenCityPanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="320"/>
        <source>Setting bribery boards</source>
        <extracomment>F-6.8 / F-7.1 and F-6: the Terrace holds 15, all-cards mode starts after 10 (engine constants). The smallest type a long player name is set in before it is cut short (still readable). What each part of the panel reads from the view (more than it needs is harmless: the part is only drawn again more often; less would leave it stale, which test_redraw_cache would see). One group per part of the panel (dice, Terrace, court, players&apos; heading, a row per player), and what it was drawn for (see ``sync``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="322"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="324"/>
        <source>{name}&apos;s turn · bonus move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="328"/>
        <source>{name}&apos;s turn · moves made: {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="342"/>
        <source>{die} fate die (after move {n}): last roll {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="346"/>
        <source>{die} fate die (after move {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="361"/>
        <source>Pavilion die: the target is {pavilion}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="366"/>
        <source>d8 · target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="374"/>
        <source>Target: pavilion {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="376"/>
        <source>No target yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="384"/>
        <source>Last roll: the {die} die showed {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="389"/>
        <source>Dice: black ends the turn · blank moves again · pavilion: new target · dragon: take a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="401"/>
        <source>Terrace of banishment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="404"/>
        <source>{n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="433"/>
        <source>Banished: the {official} official</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="440"/>
        <source>ALL-CARDS MODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="442"/>
        <source>after 10: all cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="446"/>
        <source>the 15th ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="455"/>
        <source>At the pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="465"/>
        <source>No official has reached a pavilion yet. Bring one into the target pavilion; whoever bribed it is paid with a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="481"/>
        <source>Boards revealed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="502"/>
        <source>{name} had bribed the {official} official</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="513"/>
        <source>Players · cards grouped as they score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="536"/>
        <source>{name} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="543"/>
        <source>{n} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="556"/>
        <source>Your bribery board: the {official} official (secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="560"/>
        <source>Revealed board: {official}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="564"/>
        <source>your board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="566"/>
        <source>board revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="570"/>
        <source>board set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="572"/>
        <source>no board yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="581"/>
        <source>no cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/panel.py" line="606"/>
        <source>{group}: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForbiddenCityTexts</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="27"/>
        <source>mixed set</source>
        <extracomment>The texts below are English, marked for translation (context &quot;ForbiddenCityTexts&quot;); ``tr`` translates them where they are shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="28"/>
        <source>all three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="29"/>
        <source>pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="30"/>
        <source>single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="36"/>
        <source>black: the turn is over</source>
        <extracomment>F-5: what a fate die face means, in the words of the prompt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="37"/>
        <source>blank: move again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="38"/>
        <source>pavilion: the d8 rolled a new target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="39"/>
        <source>dragon: take a card from another player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="43"/>
        <source>{P} held no card, so there was no claim: the boards alone decide who is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="46"/>
        <source>An honest claim that nobody doubted: the normal award.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="47"/>
        <source>A bluff that nobody doubted: {P} is paid anyway and gets a bonus move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="50"/>
        <source>{D} doubted an honest claim: {P} takes a card from {D}, then the normal award.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="53"/>
        <source>{D} caught the bluff: {D} takes a card from {P} and is paid instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="59"/>
        <source>A bluff that nobody doubted: {P} is paid anyway.</source>
        <extracomment>Case B without its bonus move: the last banishment ends the game (F-7.1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="77"/>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="133"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="78"/>
        <source>{hat} hat, {robe} robe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="88"/>
        <source>{colour} {garment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="97"/>
        <source>no pavilion yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="98"/>
        <source>the {colour} pavilion ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="118"/>
        <source>{meaning} — {pavilion}; move again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="122"/>
        <source>dragon: a card was taken (if anyone had one); move again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="125"/>
        <source>The {die} die shows {meaning}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="148"/>
        <source>The game is over: the highest score wins, more cards break a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="156"/>
        <source>Your bribery board is waiting for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="159"/>
        <source>The players are setting their bribery boards in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="164"/>
        <source>Waiting for {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="166"/>
        <source>Bribe an official in secret: turn the hat dial and the robe dial to its colours in the side panel, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="173"/>
        <source>{name} claims the {official} official as theirs: believe or doubt?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="181"/>
        <source>Bonus move for the believed bluff:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="183"/>
        <source>Move {n} of {total}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="189"/>
        <source>click a lit square to move the {official} official (hover shows its path); click it again to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="199"/>
        <source>click an official to slide it (then the {die} die is rolled), or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="204"/>
        <source>click an official to slide it (then the {die} die is rolled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="208"/>
        <source>click an official to slide it, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="212"/>
        <source>click an official to slide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="220"/>
        <source>Dragon: take one card of your choice from another player (side panel).</source>
        <extracomment>What the taking player is told, by phase: (in the prompt, which points at the side panel; in the side panel itself). English, marked for translation.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="223"/>
        <source>Dragon: take one card of your choice from another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="226"/>
        <source>Penalty: take one card of your choice from {name} (side panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="229"/>
        <source>Penalty: take one card of your choice from {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="232"/>
        <source>The pavilion is empty: take one {colour} card of your choice from another player (side panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="236"/>
        <source>The pavilion is empty: take one {colour} card of your choice from another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="242"/>
        <source>Take one card of your choice (side panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="243"/>
        <source>Take one card of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="274"/>
        <source>{name} brought the {official} official into {pavilion}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="280"/>
        <source>{name} claims it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="282"/>
        <source>{name} holds no card: no claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="287"/>
        <source>{name} believes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="289"/>
        <source>{name} doubts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="294"/>
        <source>Now {name} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="308"/>
        <source>the mover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="313"/>
        <source>Last pavilion: {name} brought the {official} official into {pavilion}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="322"/>
        <source>Last pavilion: the {official} official.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="328"/>
        <source>{name} believed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="330"/>
        <source>{name} doubted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="336"/>
        <source>a doubter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="345"/>
        <source>Nobody was paid: no card changed hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="357"/>
        <source>{name} now picks the penalty card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="360"/>
        <source>{name} now picks a card of the pavilion&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="374"/>
        <source>Case {case}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/texts.py" line="402"/>
        <source>{name} receives {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../desktop_app/ui/art.py" line="36"/>
        <source>Send your architect along the roads of Rajasthan and build palaces where the Maharaja goes next.</source>
        <extracomment>English, marked for translation (``QT_TRANSLATE_NOOP`` in context &quot;GameCard&quot;): the catalogue is built at import, before any translator is installed, so cards translate it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/art.py" line="46"/>
        <source>Bribe an official in secret, slide officials through the palace maze and bluff for garments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/art.py" line="55"/>
        <source>Raise a castle with your builders, collect seals and cash in your banners at the right time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../../desktop_app/ui/privacy.py" line="205"/>
        <source>Pass the screen to {name}</source>
        <extracomment>A private view was drawn for ``unlocked`` since they took the screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/privacy.py" line="208"/>
        <source>Everything is hidden until {name} is ready, so nobody else sees their secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/privacy.py" line="214"/>
        <source>I am {name} — show my view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/privacy.py" line="216"/>
        <source>Since then:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostMatchDialog</name>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="45"/>
        <source>Open for the network</source>
        <extracomment>English, marked for translation (context &quot;HostMatchDialog&quot;); the dialog shows them translated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="46"/>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="47"/>
        <source>their own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="52"/>
        <source>Computer {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="63"/>
        <source>Host a LAN match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="71"/>
        <source>Open the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="74"/>
        <source>Allow spectators (anyone with the code may watch, never play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="130"/>
        <source>Every screen shows this seat in this colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="174"/>
        <source>Open at least one seat for the network — a match with nobody joining is an ordinary New match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="182"/>
        <source>Nobody plays at this computer: you will watch the match here as a spectator, so spectators are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="190"/>
        <source>Friends join from their own computers with the code the lobby shows; you start once every open seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="249"/>
        <source>Cannot host the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_host.py" line="251"/>
        <source>The match could not be opened to the network: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="67"/>
        <source>an IPv6 address is typed as [address]:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="74"/>
        <source>type the address with its port, as the host&apos;s lobby shows it: address:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="80"/>
        <source>{port} is not a port (a number from 1 to 65535)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="96"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="98"/>
        <source>{free} of {seats} seats free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="102"/>
        <source>{game} — hosted by {host} — {seats}
{address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="110"/>
        <source>WARNING — this is not the host the code belongs to. The computer at {address} showed a security certificate that the join code does not name. Someone on the network may be posing as the host to watch your game or cheat, or the host&apos;s Three Palaces was reinstalled or moved to another computer (which gives it a new certificate). Nothing was sent to it. Do not go on: ask the host for the code their lobby shows now, and check the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="122"/>
        <source>The host did not accept that code. Check it against the code in the host&apos;s lobby.</source>
        <extracomment>What each refusal means for the person joining (``{address}`` and ``{reason}`` are filled in); English, marked for translation (``refusal_text`` translates them in context &quot;JoinDialog&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="125"/>
        <source>This match is full: every seat open for the network is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="128"/>
        <source>Someone took that seat a moment ago. Here are the seats as they are now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="131"/>
        <source>That seat is not open for the network. Pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="134"/>
        <source>The host does not allow spectators in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="135"/>
        <source>The host removed you from this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="136"/>
        <source>That host now runs another match. Ask for the code its lobby shows now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="139"/>
        <source>Too many wrong codes were tried from this computer. Wait a minute, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="142"/>
        <source>Nobody answered at {address}. Check the address, and that the host&apos;s lobby is still open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="153"/>
        <source>Could not join: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="155"/>
        <source>that address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="162"/>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="369"/>
        <source>A LAN setting was ignored: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="377"/>
        <location filename="../../desktop_app/ui/lan_join.py" line="382"/>
        <source>Join a LAN match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="407"/>
        <source>Cannot listen for matches here ({error}). Type the address below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="424"/>
        <source>1. The match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="426"/>
        <source>Looking for matches on the network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="443"/>
        <source>address:port, as the host&apos;s lobby shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="445"/>
        <source>Host address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="452"/>
        <source>2. The code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="454"/>
        <source>The host&apos;s lobby shows it: 18 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="464"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="467"/>
        <source>how the others will see you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="471"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="473"/>
        <location filename="../../desktop_app/ui/lan_join.py" line="627"/>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="500"/>
        <source>Matches appear here within a few seconds; if yours does not, type its address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="505"/>
        <source>Pick a match, or type an address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="519"/>
        <source>Host address: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="524"/>
        <source>Code: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="538"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <location filename="../../desktop_app/ui/lan_hosting.py" line="348"/>
        <source>watching</source>
        <extracomment>Environment variables for the LAN settings (read by ``LanSettings.from_env``). Listen on every interface: friends on the LAN must reach the host. The limited broadcast: every machine on the local network hears the beacon, no setup needed. A seat&apos;s kind in a plan besides the computer levels. How often the lobby state is compared with the last one announced. Where the beacon&apos;s host name comes from when nobody at this computer has a seat. The screen&apos;s table, made once every client here has joined and heard its snapshot.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_hosting.py" line="350"/>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_hosting.py" line="353"/>
        <source>This computer could not take its place ({who}): {reason} [{code}]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanPanels</name>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="45"/>
        <source>connected</source>
        <extracomment>How the player cards name a seat&apos;s connection, after &quot;to move · you&quot;: one short word, since a longer badge (&quot;to move · you · reconnecting…&quot;) widened every card past the side column at 1280x720 and pushed the badges out of sight. The banner says the rest for this screen&apos;s link.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="46"/>
        <source>away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="47"/>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="48"/>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkBanner</name>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="75"/>
        <location filename="../../desktop_app/ui/lan_panels.py" line="94"/>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="77"/>
        <source>Stop reconnecting and leave; your seat stays yours at the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="89"/>
        <source>Lost the connection to the host — reconnecting by itself; your moves wait for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="97"/>
        <source>Disconnected from the host. Your seat stays yours if you join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="101"/>
        <source>Close the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="44"/>
        <source>Waiting for a player…</source>
        <extracomment>A seat&apos;s status in the lobby, English (marked for translation; the lobby shows it translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="45"/>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="46"/>
        <source>Joined — connection lost, may come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="47"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="48"/>
        <source>Joining…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="84"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="86"/>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="131"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="133"/>
        <source>Send this player away; the seat is open again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="139"/>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="171"/>
        <source>Hosting {game} on the LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="177"/>
        <source>{game} — lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="204"/>
        <source>Join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="215"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="217"/>
        <source>Put the join code on the clipboard, to paste into a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="228"/>
        <source>Friends choose “Join a LAN match”, pick this match from the list (or type an address below) and type this code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="239"/>
        <source>Address to type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="254"/>
        <source>Who is playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="260"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="261"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="262"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="263"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="289"/>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="291"/>
        <source>Close the match; everyone who joined is sent away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="294"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="309"/>
        <source>Only programs on this computer can join: the host listens on loopback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="315"/>
        <source>This computer has no network address: is it connected to the LAN?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="321"/>
        <source>Only needed when the match does not appear in a friend&apos;s list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="327"/>
        <source>The match is not announced on the network ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="347"/>
        <source>Waiting for %n more player(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="351"/>
        <source>Everyone is here. Start when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="356"/>
        <source>Spectators may watch. You watch this match from this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="362"/>
        <source>Spectators may watch (they see what everyone sees, never a hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="366"/>
        <source>No spectators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="376"/>
        <source>Copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="382"/>
        <source>Send {name} away? Seat {n} will be open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="385"/>
        <source>Remove player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="417"/>
        <source>{names} is connected. Stop hosting and send them away?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="419"/>
        <source>{names} are connected. Stop hosting and send them away?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_lobby.py" line="423"/>
        <source>Stop hosting?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalTable</name>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="28"/>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <extracomment>The Session&apos;s reasons for refusing an undo (``Session.undo_refusal``: plain English clauses), marked for translation; ``tests/ui/test_i18n_undo.py`` checks that every one is listed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="29"/>
        <source>there is nothing of yours to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="30"/>
        <source>chance has decided something since (a draw or a roll cannot be taken back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="33"/>
        <source>another player has acted since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="34"/>
        <source>that action ended the match (the final scoring has been shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="35"/>
        <source>that action revealed hidden information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="192"/>
        <source>there is nothing to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="198"/>
        <source>Cannot undo: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="202"/>
        <source>Took back {name}&apos;s last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/local_table.py" line="238"/>
        <source>Play resumes from this step; the later steps were dropped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaActions</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="18"/>
        <source>Take gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="19"/>
        <source>Build house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="20"/>
        <source>Two houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="21"/>
        <source>Move house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="22"/>
        <source>Take houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="23"/>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="24"/>
        <source>Palace + house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="25"/>
        <source>Move shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="26"/>
        <source>Swap card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="31"/>
        <source>Take 2 gold from the bank.</source>
        <extracomment>One line each: what the action does (tooltips), in the players&apos; words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="32"/>
        <source>Pay 1 gold: put a house from your supply on a village with room, or in the city where your architect stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="37"/>
        <source>Pay 2 gold: one house in your architect&apos;s city and one on a village.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="40"/>
        <source>Move one of your houses to a village with room or to your architect&apos;s city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="43"/>
        <source>Take 2 houses from the quarry into your supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="44"/>
        <source>Pay 12 gold (9 for the Master Builder): a palace in your architect&apos;s city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="47"/>
        <source>Pay the palace price + 1: a palace in your architect&apos;s city and a house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="50"/>
        <source>Move a city&apos;s shield 1 or 2 places along the track: the Maharaja visits it sooner or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="54"/>
        <source>Exchange your character card for another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="59"/>
        <source>Wins every tie, in scorings and at the end of the game, and moves first.</source>
        <extracomment>What each character card lets its holder do, in the players&apos; words (rules M-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="62"/>
        <source>Receives 1 gold at the start of each of his turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="63"/>
        <source>His palaces on outer sites count 2 points instead of 1 in a scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="66"/>
        <source>Travels for free: the bank pays his fares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="67"/>
        <source>Once per turn, either builds one house for free or moves one of his houses for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="71"/>
        <source>Palaces cost him 9 gold instead of 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="72"/>
        <source>Professional variants only: may take an action chip once per turn; moves last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/icons.py" line="101"/>
        <source>Card {n} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/picker.py" line="28"/>
        <source>Palace+house</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaBoard</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="42"/>
        <source>Place a starting house in {place}</source>
        <extracomment>What a click on a place does, by mode (``{place}``: the city or village), English and marked for translation; ``_HOVER_FINAL``: the second click of a two-place mode.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="43"/>
        <source>Build a house in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="44"/>
        <source>Build a free house in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="45"/>
        <source>Build a palace in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="46"/>
        <source>First house in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="47"/>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="48"/>
        <source>Move your house from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="49"/>
        <source>Palace in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="52"/>
        <source>Second house in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="53"/>
        <source>Move the house to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="54"/>
        <source>Move the house to {place} (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="55"/>
        <source>The extra house in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="65"/>
        <source>Your turn: travel by clicking a highlighted city or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="68"/>
        <source>Your turn: end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="72"/>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="76"/>
        <source>Your turn: carry out {actions} from the side panel, travel by clicking a highlighted city or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="81"/>
        <source>Your turn: carry out {actions} from the side panel or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="216"/>
        <source>Disc</source>
        <extracomment>The last view synced; None before the first sync. A trip under way (M-5): the roads still to go, each taken as its own travel action once the previous one is in the record; dropped at the first surprise.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="217"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="219"/>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="227"/>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="229"/>
        <source>choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="323"/>
        <source>this road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="325"/>
        <source>this village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="330"/>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="109"/>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="234"/>
        <source>Chip: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="362"/>
        <source>Travel to {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="364"/>
        <source>Travel to {city}: {fare} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="368"/>
        <source>Travel to {city}: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="372"/>
        <source>{n} roads, via {places}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="376"/>
        <source>{n} roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="467"/>
        <source>The game is over: see the final ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="471"/>
        <source>Waiting for the other princes to choose their actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="474"/>
        <source>The princes are choosing their actions in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="478"/>
        <source>{name} is playing; please wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="482"/>
        <source>The city shields are being shuffled to set the Maharaja&apos;s route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="485"/>
        <source>Waiting for the next step of the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="488"/>
        <source>Choose two actions for your disc (the same one twice is allowed) and confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="493"/>
        <source>Pick your character card in the side panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="495"/>
        <source>Bid for a character card, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="498"/>
        <source>Place a starting house: click a highlighted village.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/board.py" line="502"/>
        <source>{mode}: {hint} (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="39"/>
        <source>Travel</source>
        <extracomment>What each mode is called in buttons and prompts, and what a click means at each step.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="40"/>
        <source>click a highlighted city to travel there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="43"/>
        <source>Starting house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="44"/>
        <source>click a highlighted village to place a starting house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="47"/>
        <source>Build a house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="49"/>
        <source>click a highlighted village or city to build a house (1 gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="55"/>
        <source>Free house (card 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="56"/>
        <source>click a highlighted village or city to build a free house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="59"/>
        <source>Build two houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="61"/>
        <source>click the city for the first house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="62"/>
        <source>click a highlighted village for the second house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="66"/>
        <source>Move a house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="68"/>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="75"/>
        <source>click one of your highlighted houses to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="69"/>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="76"/>
        <source>click where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="73"/>
        <source>Free move (card 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="80"/>
        <source>Build a palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="81"/>
        <source>click the highlighted city to build a palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="84"/>
        <source>Palace + house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="86"/>
        <source>click the city for the palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/interaction.py" line="87"/>
        <source>click where the extra house goes (a village or the city)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaMap</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/map_items.py" line="459"/>
        <source>{name} · start</source>
        <extracomment>Key of a clickable place: (&quot;city&quot; | &quot;village&quot; | &quot;road&quot; | &quot;start&quot;, id) Not a target, but a click on it is answered with the engine&apos;s reason. The ground, the frame and the roads: under the road targets&apos; glow (Z_TARGET_ROAD). Villages, cities and the start: over the road glow, under the pieces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaPanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="53"/>
        <source>hidden</source>
        <extracomment>What a gold total the view does not carry reads as (M-10.1, option ``gold=hidden``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="54"/>
        <source>This prince keeps his gold hidden; every total is shown at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="111"/>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="176"/>
        <source>Shield track</source>
        <extracomment>The parent of everything drawn from the view: one child group per part. The track, the players&apos; heading, one part per row of the turn order, the box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="186"/>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="232"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="270"/>
        <source>The Maharaja is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="276"/>
        <source>Visited next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="281"/>
        <source>all shields
on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="296"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="298"/>
        <source>Princes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="301"/>
        <source>round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="338"/>
        <source>{name} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="342"/>
        <source>chips {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="379"/>
        <source>supply {supply} · quarry {quarry}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="414"/>
        <source>both actions done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="416"/>
        <source>1 action still to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="418"/>
        <source>{n} actions still to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="422"/>
        <source>revealed this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="424"/>
        <source>your secret choice: the others see only that you have chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="432"/>
        <source>has chosen (secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="434"/>
        <source>still choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="458"/>
        <source>scored in round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="467"/>
        <source>points     gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="486"/>
        <source>{name} alone scored: 5 gold more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/panel.py" line="503"/>
        <source>Final ranking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaPieces</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/pieces.py" line="115"/>
        <source>The Maharaja</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaPointing</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/pointing.py" line="66"/>
        <source>This road</source>
        <extracomment>The order kinds of place are walked in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/pointing.py" line="67"/>
        <source>The road from {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaReasons</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="36"/>
        <source>you have no palace left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="38"/>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="83"/>
        <source>your architect must stand in a city: travel there first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="43"/>
        <source>you already have a palace in {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="47"/>
        <source>all palace sites of {city} are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="54"/>
        <source>it costs {price} gold and you have {gold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="58"/>
        <source>you need a house in your supply for the extra house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="61"/>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="68"/>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="109"/>
        <source>not possible right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="75"/>
        <source>you have no house in your supply (take houses first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="79"/>
        <source>it costs 1 gold and you have none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="80"/>
        <source>there is no free place for a house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="87"/>
        <source>you need 2 houses in your supply and have {supply}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="91"/>
        <source>it costs 2 gold and you have {gold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="94"/>
        <source>there is no free village for the second house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="96"/>
        <source>you have no house on the map that can move to a free place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="100"/>
        <source>the quarry is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="106"/>
        <source>no shield can be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/reasons.py" line="108"/>
        <source>there is no card to swap with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaharajaSidePanel</name>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="140"/>
        <source>Still on your disc: {actions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="169"/>
        <source>{action} — not now: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="179"/>
        <source>No travel now: a road opens only when every village on it has a house, and you must be able to pay its whole fare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="213"/>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="222"/>
        <source>Take 2 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="223"/>
        <source>Take houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="224"/>
        <source>Take an action chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="249"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="250"/>
        <source>Finish your turn; the next prince plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="258"/>
        <source>End turn (forfeit 1 action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="260"/>
        <source>End turn (forfeit {n} actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="264"/>
        <source>Ending now gives up {actions}: for each unused action every other prince receives {gold} gold from the bank ({each} gold each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="270"/>
        <source>Ending now gives every other prince {each} gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="286"/>
        <source>&lt;b&gt;Chip: move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="290"/>
        <source>&lt;b&gt;Move a shield&lt;/b&gt; (− is scored sooner, + later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="305"/>
        <source>{n} earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="307"/>
        <source>{n} later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="320"/>
        <source>Pick a character card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="322"/>
        <source>Swap your character card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="328"/>
        <source>Card {n} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="332"/>
        <source>Take card {n} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="336"/>
        <source>from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="340"/>
        <source>, give card {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="355"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="357"/>
        <source>{amount} by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="364"/>
        <source>&lt;b&gt;Card auction&lt;/b&gt; — high bid: {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="376"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/maharaja/side_panel.py" line="383"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="112"/>
        <source>Welcome to Three Palaces.</source>
        <extracomment>The smallest window every screen is laid out for (issue 5): start page, match, side panel. The size a first window opens at, when the screen has room for it. Where the window&apos;s last size and position are kept (``settings.app_settings``). What of the current match is kept (its file, its archive entry); None without a match. The LAN match this window hosts (its host, beacon and own seats), while it runs. The lobby or join dialog while one is open (they are windows of their own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="145"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="148"/>
        <source>Set up a new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="151"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="154"/>
        <source>Open a saved match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="157"/>
        <source>&amp;Finished matches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="160"/>
        <source>Review a match that ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="163"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="166"/>
        <source>Save this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="169"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="172"/>
        <source>&amp;Export log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="175"/>
        <source>The log and the result as Markdown or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="178"/>
        <source>Export &amp;board as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="181"/>
        <source>The board at the step shown, as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="184"/>
        <source>&amp;Close match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="187"/>
        <source>Back to the start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="190"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="193"/>
        <location filename="../../desktop_app/ui/main_window.py" line="350"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="196"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="202"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="205"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="208"/>
        <source>&amp;Fit board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="213"/>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="214"/>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="215"/>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="223"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="227"/>
        <source>&amp;First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="230"/>
        <source>Step &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="233"/>
        <source>Step &amp;forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="238"/>
        <source>&amp;Latest step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="241"/>
        <source>Previous &amp;turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="246"/>
        <source>&amp;Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="251"/>
        <source>Pre&amp;vious round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="256"/>
        <source>Next r&amp;ound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="261"/>
        <source>&amp;Resume play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="264"/>
        <source>Show &amp;result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="267"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="270"/>
        <source>Read the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="273"/>
        <source>&amp;About Three Palaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="278"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="294"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="297"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="306"/>
        <source>&amp;Computer speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="309"/>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="325"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="348"/>
        <source>&amp;Ask to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="353"/>
        <source>{label} (not now: {reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="375"/>
        <source>Three Palaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="381"/>
        <source>{label} (finished matches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="385"/>
        <source>{game} — LAN match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="389"/>
        <source>{label} (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="393"/>
        <source>{name}[*] — Three Palaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="419"/>
        <source>Cannot start the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="441"/>
        <source>Not playable yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="442"/>
        <source>{game} cannot be shown in this version: its board is not finished yet. The match itself is fine and will open once the board is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="510"/>
        <source>Cannot host the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="577"/>
        <source>End the LAN match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="580"/>
        <source>{names} is playing in the match you host. Closing it ends the match for everyone. Close it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="586"/>
        <source>{names} are playing in the match you host. Closing it ends the match for everyone. Close it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="658"/>
        <source>Log exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="665"/>
        <source>Board exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="685"/>
        <source>About Three Palaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/main_window.py" line="686"/>
        <source>&lt;h3&gt;Three Palaces {version}&lt;/h3&gt;&lt;p&gt;Maharaja, The Forbidden City and Arkadia for one screen, the local network and computer opponents.&lt;/p&gt;&lt;p&gt;Every match is kept as its record of moves, so you can save, undo, review and continue any match.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="44"/>
        <source>Three Palaces matches (*{suffix});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="92"/>
        <source>Open a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="107"/>
        <source>{name} is open already, with moves not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="116"/>
        <source>Cannot open this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="123"/>
        <source>Opened {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="150"/>
        <source>Cannot continue this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="161"/>
        <source>This finished match is open already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="170"/>
        <source>Cannot open this finished match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="180"/>
        <source>Step through the match with the review bar or ← and →.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="214"/>
        <source>Save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="242"/>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="243"/>
        <source>A LAN match can be saved once it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="251"/>
        <location filename="../../desktop_app/ui/window_files.py" line="259"/>
        <source>Cannot save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="268"/>
        <source>Saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="280"/>
        <source>Continue where you left off?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/window_files.py" line="282"/>
        <source>An unfinished match of {game} ({names}, step {steps}) was saved automatically. Continue it now?

It also stays under “Continue” on the start page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="58"/>
        <source>Step {step}: {line} — {name}&apos;s win chance fell from {before} % to {after} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="62"/>
        <source>Step {step}: {line} — {name}&apos;s win chance rose from {before} % to {after} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="294"/>
        <source>Cancel</source>
        <extracomment>(perspective, points) once a whole match was evaluated (the screen caches them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="298"/>
        <source>Evaluate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="353"/>
        <source>Standing ({measure}) and win chance, {who}</source>
        <extracomment>Points known per (perspective, match), so a change of perspective or a growing match computes only what is new.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="378"/>
        <source>The match graph needs the whole record of the match: it is drawn for matches played here and for saved ones (a LAN match&apos;s once it is saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="427"/>
        <source>Match graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="460"/>
        <source>Evaluating every step off the board&apos;s thread; the screen stays usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="472"/>
        <source>Evaluation cancelled; Evaluate starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_graph.py" line="497"/>
        <source>The win chances could not be evaluated for this match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchKeeping</name>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="104"/>
        <source>The match is over. It is kept under “Finished matches” to review whenever you like.</source>
        <extracomment>The record as the file holds it (None: no file). The finished record that is kept (a finished match opened from a file is kept already). A finished record that could not be archived: not tried again at every redraw.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="124"/>
        <source>The moves since {name} was last saved are not saved. Save them now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="127"/>
        <source>If you discard them, the file stays as it was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="131"/>
        <source>{label} has not been saved. Save it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="134"/>
        <source>If you discard it, the match is gone: only finished matches are kept by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/keeping.py" line="140"/>
        <source>Save this match?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchView</name>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="210"/>
        <source>Match log</source>
        <extracomment>How long a notice stays under the prompt. No perspective was picked: the screen shows the viewer the hand-over rules choose. Undo/redo/review availability may have changed (the window updates its menus). The person gave up on a lost LAN link: the window closes this match. Save the finished LAN match (the end card&apos;s button). Steps when the screen last showed a person&apos;s own view: the hand-over screen tells the next person what happened since (public lines only), e.g. a round&apos;s scoring. Whose eyes the screen shows (``seen_by``); ``_chosen``: what a person picked, if any. The screen went to the person now at it without a hand-over click (prompt names them). &quot;What happened here&quot;: the log line of the step at the cursor, under the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="369"/>
        <source>Step 0: the match begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="372"/>
        <source>Step {n}: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="435"/>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="437"/>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="439"/>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="457"/>
        <source>Reviewing step {n} of {total}. Press End to return to the live position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="462"/>
        <source>The match is over — {name} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="469"/>
        <source>Waiting for {name} to take the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="476"/>
        <source>{name}, it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="482"/>
        <source>{name} — {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="490"/>
        <source>{name} cannot move: the computer level “{level}” is not available in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="495"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="500"/>
        <source>Waiting for {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="558"/>
        <source>Cannot undo: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/match_view.py" line="569"/>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatch</name>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="53"/>
        <source>Human at this screen</source>
        <extracomment>The labels below are English and marked for translation (context &quot;NewMatch&quot;): they are built at import, before a translator is installed; ``tr`` translates them where they are shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="55"/>
        <location filename="../../desktop_app/ui/new_match.py" line="65"/>
        <location filename="../../desktop_app/ui/new_match.py" line="281"/>
        <source>random</source>
        <extracomment>The seat name a computer seat gets unless someone typed one (issue 21: a bot was &quot;Player 3&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="55"/>
        <source>Computer — beginner (random moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="58"/>
        <source>Computer — standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="59"/>
        <source>Computer — strong (thinks longer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="65"/>
        <source>Computer (beginner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="66"/>
        <source>Computer (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="67"/>
        <source>Computer (strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="82"/>
        <source>Computer — {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="89"/>
        <location filename="../../desktop_app/ui/new_match.py" line="103"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="94"/>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="95"/>
        <location filename="../../desktop_app/ui/new_match.py" line="104"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="193"/>
        <source>Seat {n}</source>
        <extracomment>Where the last game and each game&apos;s last variants are kept (``settings.app_settings``). Names, colours and kinds must stay readable (issue 19: &quot;Player 1&quot; showed as &quot;layer 1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="229"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="245"/>
        <source>(coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="248"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="252"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="259"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="264"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="265"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="266"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="274"/>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="278"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="284"/>
        <source>The same seed and the same moves give the same draws and rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="288"/>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="289"/>
        <source>Casual (allow undo further back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="291"/>
        <source>Normally you can take back only your own last action, and only until someone else acts or something hidden is revealed. In a casual match any step can be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="304"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="330"/>
        <source>No game is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/new_match.py" line="343"/>
        <source>{game} cannot be played in this version yet: its rules are ready but its board is still being drawn. Pick another game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfficialItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/pieces.py" line="41"/>
        <source>The {official} official ({short})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PavilionItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="182"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="186"/>
        <source>Pavilion {n} ({colour}) — the TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="188"/>
        <source>Pavilion {n} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="190"/>
        <source>Cards left: {n} — {cards} (order hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="222"/>
        <source>{n} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="30"/>
        <source>Human</source>
        <extracomment>Who plays a seat, English (marked for translation; ``kind_label`` translates).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="31"/>
        <source>LAN player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="32"/>
        <source>Computer · beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="33"/>
        <source>Computer · standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="34"/>
        <source>Computer · strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/panels.py" line="43"/>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoolPiece</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="57"/>
        <source>Pool {floor}: 1 {family} piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/panel.py" line="59"/>
        <source>Pool {floor}: {n} {family} pieces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="60"/>
        <source>Something happened that not everyone at this screen may see.</source>
        <extracomment>A person whose link has been down this long is shown as having left (their client gives up then). Chat lines kept for the chat panel. What an entry the screen&apos;s seats read differently, and that names none of them, shows in the public log: something happened that not everyone here may read.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="405"/>
        <source>You are looking at an earlier step; go to the latest step to play.</source>
        <extracomment>The legal actions as sent; parsed when first asked for (a Forbidden City seat may have hundreds, and most updates reach a seat that is not to move, or are never played from). Our requests not yet answered: message id -&gt; (seat, what). Which screen seat&apos;s act led to a state id (from its ``ack``). The language the kept log texts are in (``_check_language``). What this table connected to its clients (others may listen to them too).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="417"/>
        <source>Spectators cannot play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="419"/>
        <source>That seat is not at this screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="423"/>
        <source>This screen is no longer connected to the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="434"/>
        <source>the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="436"/>
        <source>spectators cannot ask to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="438"/>
        <source>you are looking at an earlier step; go to the latest step first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="442"/>
        <source>the match has not started yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="444"/>
        <source>a takeback request is already waiting for answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="449"/>
        <source>the last action was not yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="451"/>
        <source>there is nothing of yours to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="459"/>
        <source>Cannot ask to take back: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="464"/>
        <source>Cannot ask to take back: this screen is not connected to the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="470"/>
        <source>Asked the host to take back your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="471"/>
        <source>Asked the others to take back your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="483"/>
        <source>Nobody at this screen is asked about a takeback now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="523"/>
        <source>Spectators read the chat; only players write in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="544"/>
        <source>A LAN match goes on from its latest step only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="636"/>
        <source>{name} asks to take back their last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="647"/>
        <source>Took back your last action: everyone agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="650"/>
        <source>Took back {name}&apos;s last action: everyone agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="656"/>
        <source>{name} declined to take back your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="659"/>
        <source>{name} declined to take back {owner}&apos;s last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="663"/>
        <source>The takeback request timed out: not everyone answered in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="666"/>
        <source>The takeback request lapsed: the match moved on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="676"/>
        <source>The host&apos;s result of the match cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/remote_table.py" line="708"/>
        <source>Someone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="162"/>
        <source>First step (Home)</source>
        <extracomment>Message id endings that open a round and that score: the engines&apos; own words for the marks (ids are stable, English text is not). A game without them gets no round marks. Cursor positions where turns end, and the steps of round / scoring marks (sorted).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="166"/>
        <source>One step back (Left; Ctrl+Left: a turn, PageUp: a round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="172"/>
        <source>One step forward (Right; Ctrl+Right: a turn, PageDown: a round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="177"/>
        <source>Latest step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="184"/>
        <source>Resume play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="188"/>
        <source>Graph</source>
        <extracomment>Whose eyes the screen shows (``seen_by``), and the match graph&apos;s toggle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="192"/>
        <source>Standings and win chances over the whole match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="204"/>
        <source>Seen by</source>
        <extracomment>&quot;Seen by&quot; and the graph&apos;s toggle, for the screen to place on the line above the bar (the bar itself keeps its width for the slider).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="225"/>
        <source>Step {n} of {total} — reviewing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="227"/>
        <source>Step {n} of {total} — live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="237"/>
        <source>Drop every step after this one and play on from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/review_bar.py" line="239"/>
        <source>Only casual matches can be resumed from an earlier step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../../desktop_app/ui/rules_browser.py" line="22"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/rules_browser.py" line="23"/>
        <source>Full rules (as implemented)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/rules_browser.py" line="91"/>
        <source>This file cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/rules_browser.py" line="103"/>
        <location filename="../../desktop_app/ui/rules_browser.py" line="119"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/rules_browser.py" line="121"/>
        <source># Rules

The rules files are not installed with this copy of Three Palaces. They are looked for in `{guides}` and `{rules}`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPage</name>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="193"/>
        <source>3. Your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="203"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="204"/>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="206"/>
        <source>See the match as a spectator: what everyone sees, never a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="221"/>
        <source>{game} at {address} — {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="229"/>
        <source>played by the host&apos;s computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="232"/>
        <source>taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="234"/>
        <source>taken (away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="237"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="241"/>
        <source>Sit here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="253"/>
        <source>This match is full: every seat is taken. You can still watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="257"/>
        <source>This match is full: every seat is taken. The host does not allow spectators.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeenBy</name>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="44"/>
        <source>Everything revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="46"/>
        <source>A spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="53"/>
        <source>with everything revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="55"/>
        <source>as a spectator saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="56"/>
        <source>as {name} saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/seen_by.py" line="77"/>
        <source>Whose eyes the board, the log and the match graph show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandInPanel</name>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="293"/>
        <source>Players who left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="322"/>
        <source>Wait for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="326"/>
        <source>{computer} plays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="332"/>
        <source>Who plays for {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="106"/>
        <source>COMING SOON</source>
        <extracomment>Where the boards live, one module per game id (``ui.games.board_class``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="157"/>
        <location filename="../../desktop_app/ui/start_page.py" line="186"/>
        <source>New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="159"/>
        <location filename="../../desktop_app/ui/start_page.py" line="188"/>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="165"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="167"/>
        <source>How to play {game}, and its full rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="197"/>
        <source>{least}–{most} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="344"/>
        <source>Three Palaces</source>
        <extracomment>The narrowest a list button gets: a few words stay readable. Review a finished match from the archive (its entry&apos;s id).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="347"/>
        <source>Palace-building games for the whole table — at one screen, across the network, or against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="361"/>
        <source>Host a LAN match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="364"/>
        <source>Open a match to friends on this network; they join with its code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="369"/>
        <source>Join a LAN match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="371"/>
        <source>Join a match a friend hosts on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="394"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="399"/>
        <source>Finished matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="402"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="404"/>
        <source>Open a saved match file (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="408"/>
        <source>Saved matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="459"/>
        <source>No unfinished matches. Every match is saved as you play: if one is ever cut short (a crash, a power cut), it waits here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="473"/>
        <source>{game} — {names}  ·  step {steps}  ·  {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="482"/>
        <source>Forget this unfinished match (its autosave is deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/start_page.py" line="517"/>
        <source>Matches you save or open appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakebackBar</name>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="121"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="122"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="154"/>
        <source>Waiting for the others to accept your takeback… ({left} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="160"/>
        <source>{name} asks to take back their last move. ({left} s left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_panels.py" line="166"/>
        <source>{name} asked to take back their last move; waiting for answers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetDieItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="247"/>
        <source>Pavilion die (d8): {n} — the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/forbidden_city/maze_items.py" line="249"/>
        <source>Pavilion die (d8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="275"/>
        <location filename="../../desktop_app/ui/lan_join.py" line="325"/>
        <source>Waiting for the host to start the match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="287"/>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="289"/>
        <source>Leave the lobby; the host sees that you left and can free your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="298"/>
        <source>the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="302"/>
        <source>You are watching {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="306"/>
        <source>You sit at seat {n} of {game} as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="312"/>
        <source>You sit at seat {n} of {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="321"/>
        <source>The connection to the host was lost. Reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="335"/>
        <source>played by the host&apos;s computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="337"/>
        <source>here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="339"/>
        <source>away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/lan_join.py" line="341"/>
        <source>waiting for a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkerItem</name>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="301"/>
        <source>Neutral worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_app/ui/games/arkadia/board_items.py" line="303"/>
        <source>Worker of Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
