"""The host identity (made once, kept, private) and join codes (typeable, checked, pinning)."""

from __future__ import annotations

import hashlib
import itertools
import os
import stat
import sys

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from desktop_app.net import joincode, pake, tls
from desktop_app.net.joincode import ALPHABET, JoinCode, JoinCodeError

# -- tls -------------------------------------------------------------------------------------------


def test_an_identity_is_made_once_and_loaded_with_the_same_fingerprint(tmp_path) -> None:
    folder = tmp_path / "config" / "three-palaces"
    made = tls.load_or_create(folder)
    loaded = tls.load_or_create(folder)
    assert loaded == made
    assert len(made.fingerprint) == 64 and int(made.fingerprint, 16) >= 0
    assert os.listdir(folder) == [tls.IDENTITY_FILE]  # no temporary file left behind


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_identity_file_is_readable_by_its_owner_only(tmp_path) -> None:
    identity = tls.load_or_create(tmp_path)
    assert stat.S_IMODE(identity.path.stat().st_mode) == 0o600


def test_the_fingerprint_is_the_sha256_of_the_der_certificate(tmp_path) -> None:
    identity = tls.load_or_create(tmp_path)
    cert = x509.load_pem_x509_certificate(identity.certificate_pem)
    der = cert.public_bytes(serialization.Encoding.DER)
    assert tls.fingerprint(cert) == tls.fingerprint(der) == hashlib.sha256(der).hexdigest()
    assert identity.fingerprint == hashlib.sha256(der).hexdigest()


def test_the_key_belongs_to_the_certificate_and_stays_out_of_repr(tmp_path) -> None:
    identity = tls.load_or_create(tmp_path)
    key = serialization.load_pem_private_key(identity.private_key_pem, password=None)
    cert = x509.load_pem_x509_certificate(identity.certificate_pem)
    spki = serialization.PublicFormat.SubjectPublicKeyInfo
    assert key.public_key().public_bytes(serialization.Encoding.DER, spki) == cert.public_key().public_bytes(
        serialization.Encoding.DER, spki
    )
    assert b"PRIVATE" not in repr(identity).encode()


def test_two_folders_get_two_identities(tmp_path) -> None:
    assert tls.load_or_create(tmp_path / "a").fingerprint != tls.load_or_create(tmp_path / "b").fingerprint


def test_a_damaged_identity_is_reported_not_replaced(tmp_path) -> None:
    identity = tls.load_or_create(tmp_path)
    identity.path.write_bytes(identity.certificate_pem)  # the key is gone
    with pytest.raises(tls.IdentityError, match=r"damaged|key"):
        tls.load_or_create(tmp_path)
    assert identity.path.read_bytes() == identity.certificate_pem


def test_a_certificate_with_someone_elses_key_is_refused(tmp_path) -> None:
    mine = tls.load_or_create(tmp_path / "mine")
    theirs = tls.load_or_create(tmp_path / "theirs")
    mine.path.write_bytes(theirs.private_key_pem + mine.certificate_pem)
    with pytest.raises(tls.IdentityError, match="does not belong"):
        tls.load_or_create(tmp_path / "mine")


# -- join codes ------------------------------------------------------------------------------------

FINGERPRINT = "86b65605c30f2fed37f6d3e07a67cf8ceaa02dc756be2f296127e95c310863d6"


def test_a_new_code_carries_the_fingerprint_prefix_and_a_fresh_secret() -> None:
    codes = [JoinCode.new(FINGERPRINT) for _ in range(50)]
    assert {code.fingerprint_prefix for code in codes} == {FINGERPRINT[:10]}
    assert len({code.secret for code in codes}) == 50
    assert joincode.FINGERPRINT_BITS >= 40 and joincode.SECRET_BITS >= 40
    assert all(code.matches_fingerprint(FINGERPRINT) for code in codes)
    assert not codes[0].matches_fingerprint("0" * 64)


def test_the_shown_form_is_grouped_and_parses_back() -> None:
    code = JoinCode.new(FINGERPRINT)
    shown = str(code)
    groups = shown.split("-")
    assert [len(group) for group in groups] == [6, 6, 6]
    assert all(symbol in ALPHABET for symbol in "".join(groups))
    assert joincode.parse(shown) == code
    assert joincode.normalise(shown) == shown


def test_typing_is_forgiving_about_case_separators_and_look_alikes() -> None:
    code = JoinCode(FINGERPRINT[:10], "01110ABC")
    shown = str(code)
    typed = shown.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert joincode.parse(typed) == code
    assert joincode.parse(shown.replace("-", "").replace("1", "I")) == code
    assert joincode.normalise("  " + typed + " ") == shown


def test_the_secret_is_not_in_the_repr() -> None:
    code = JoinCode.new(FINGERPRINT)
    assert code.secret not in repr(code)
    assert code.fingerprint_prefix in repr(code)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "has 18"),
        ("ABC", "has 18"),
        ("GTV5C1-E35N66-6VGRS9-X", "has 18"),
        ("GTV5C1-E35N66-6VGRU9", "'U'"),
    ],
)
def test_text_that_is_not_a_code_is_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(JoinCodeError, match=message):
        joincode.parse(text)


def test_every_single_mistyped_symbol_is_caught_by_the_check() -> None:
    symbols = str(JoinCode.new(FINGERPRINT)).replace("-", "")
    for index, wrong in itertools.product(range(len(symbols)), ALPHABET):
        if wrong == symbols[index]:
            continue
        with pytest.raises(JoinCodeError, match="typo"):
            joincode.parse(symbols[:index] + wrong + symbols[index + 1 :])


def test_every_swap_of_two_payload_symbols_is_caught_by_the_check() -> None:
    symbols = str(JoinCode.new(FINGERPRINT)).replace("-", "")
    for first, second in itertools.combinations(range(16), 2):
        if symbols[first] == symbols[second]:
            continue
        swapped = list(symbols)
        swapped[first], swapped[second] = swapped[second], swapped[first]
        with pytest.raises(JoinCodeError, match="typo"):
            joincode.parse("".join(swapped))


def test_the_secret_is_the_password_in_any_typed_form() -> None:
    """The SPAKE2 password is the secret's canonical symbols: a code typed with look-alikes and
    in lower case proves the same password; another secret does not."""
    code = JoinCode(FINGERPRINT[:10], "01110ABC")
    typed = joincode.parse(str(code).lower().replace("0", "o").replace("1", "l"))
    assert pake.password(typed) == pake.password(code) == b"join-code:01110ABC"
    assert pake.password(JoinCode(FINGERPRINT[:10], "01110ABD")) != pake.password(code)


def test_codes_are_refused_with_a_malformed_part() -> None:
    with pytest.raises(JoinCodeError):
        JoinCode("86B65605C3", "01110ABC")  # hex must be lower case
    with pytest.raises(JoinCodeError):
        JoinCode(FINGERPRINT[:10], "0111OABC")  # O is not canonical
    with pytest.raises(JoinCodeError):
        JoinCode.new("not a fingerprint")
