"""The words for a host that cannot save the match (issue 34, item 6), in every language: the notice
every seat gets from the host, the host's own lobby line, and a start refused for it."""

from __future__ import annotations

import pytest

from desktop_app import i18n
from desktop_app.engine.messages import Message
from desktop_app.net.host_saving import cannot_save, notice
from desktop_app.ui import save_notice

WORDS = {"en": "disk is full", "de": "Datenträger ist voll", "nl": "schijf is vol"}


@pytest.fixture(params=["en", "de", "nl"])
def language(qapp, request):
    i18n.set_language(request.param)
    i18n.install()
    yield request.param
    i18n.set_language("en")
    i18n.install()


def test_a_cannot_save_notice_reads_in_the_players_language(language):
    text = save_notice.notice_text(notice("cannot_save", cannot_save("disk_full")))
    assert text is not None and WORDS[language] in text
    assert save_notice.notice_kind(notice("cannot_save", cannot_save("read_only"))) == "read_only"
    again = save_notice.notice_text(notice("saving", Message.make("net.saving_again")))
    assert again == save_notice.trouble_text(None) and again != text
    assert WORDS[language] in save_notice.not_started_text("disk_full")


def test_every_kind_of_trouble_has_its_own_words(language):
    kinds = ("disk_full", "read_only", "folder_gone", "io_error")
    assert len({save_notice.trouble_text(kind) for kind in kinds}) == 4
    assert len({save_notice.not_started_text(kind) for kind in kinds}) == 4
    assert save_notice.notice_text({"type": "notice", "code": "a_newer_one"}) is None
