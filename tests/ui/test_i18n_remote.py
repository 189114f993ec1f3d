"""Issue 20 item 2 on the LAN: a joined screen reads the host's log in its own language.

What travels is the engine's Message, not its English text: a table renders the log it was
sent in the language in force, and renders it again when the language changes (the messages are
kept, the texts are not). Everything on 127.0.0.1.
"""

from __future__ import annotations

import random

from desktop_app import i18n
from tests.ui.i18n_walk import language
from tests.ui.test_remote_table import WAIT_MS, lan, owner  # noqa: F401 - ``lan`` is a fixture


def test_a_joined_screen_renders_the_hosts_log_in_its_own_language(lan):  # noqa: F811
    net = lan("maharaja", ("human", "human"), seed=3)
    first, second = net.table(0), net.table(1)
    rng = random.Random(2)
    for _ in range(6):
        net.settle()
        seat = min(seat for seat in net.session.to_move() if seat in net.core.humans)
        table = owner(net, seat)
        state = net.core.state_id
        table.act(seat, rng.choice(table.legal_actions(seat)))
        net.qtbot.waitUntil(lambda state=state: net.core.state_id != state, timeout=WAIT_MS)
    net.settle()
    english = first.log(0)
    assert english == net.session.log(0) and len(english) >= 6
    names = net.session.seat_names
    with language("de"):
        german = first.log(0)
        assert german == [i18n.render(entry, names) for entry in net.session.log_entries(0)]
        assert german != english and len(german) == len(english)
        assert second.log(None) != net.session.log(None)  # the public log too
    assert first.log(0) == english  # back in English: rendered again, not kept in German
