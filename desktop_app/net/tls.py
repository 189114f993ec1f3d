"""The host's identity: a self-signed TLS certificate and its key, made once and kept.

There is no certificate authority on a LAN table, so a client cannot verify the host the way a
browser does. Instead the join code the host shows carries a prefix of the certificate's SHA-256
fingerprint, and the client refuses any certificate whose fingerprint does not start with it
(pinning; see ``client.py``). For that to survive a restart — a host killed mid-match resumes from
its journal and its players must reconnect to the *same* host — the certificate is made once, on
first use, and loaded from then on.

Certificate and key live in one PEM file, written atomically (temporary file, fsync, rename) with
permissions 0600, so a crash while writing leaves either no identity or a whole one, never a key
without its certificate. A file that exists but cannot be read as a matching pair raises
:class:`IdentityError` instead of being replaced: quietly making a new identity would turn every
client's pin into a "wrong certificate" refusal, and hide whatever damaged the file.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

__all__ = [
    "IDENTITY_FILE",
    "HostIdentity",
    "IdentityError",
    "certificate_problem",
    "fingerprint",
    "load_or_create",
]

#: The file, inside the folder the caller gives, that holds the key and then the certificate.
IDENTITY_FILE = "host-identity.pem"

#: Pinning, not expiry, is what makes the certificate trusted, so it is made to outlive the app.
_VALIDITY = datetime.timedelta(days=20 * 365)


class IdentityError(Exception):
    """The identity file exists but is not a readable certificate with its own private key."""


@dataclass(frozen=True, slots=True)
class HostIdentity:
    """The certificate and key as PEM (what QSslCertificate and QSslKey read) and its fingerprint."""

    certificate_pem: bytes
    private_key_pem: bytes = field(repr=False)
    fingerprint: str
    path: Path


def fingerprint(cert: x509.Certificate | bytes | bytearray | memoryview) -> str:
    """SHA-256 of the certificate's DER encoding, as 64 lowercase hex digits.

    Takes a ``cryptography`` certificate or its DER bytes (what ``QSslCertificate.toDer()`` gives),
    so host and client compute it from the same bytes whatever library holds the certificate.
    """
    der = cert.public_bytes(serialization.Encoding.DER) if isinstance(cert, x509.Certificate) else cert
    return hashlib.sha256(bytes(der)).hexdigest()


#: How far a client's clock may run behind the host's when it reads ``not_valid_before``.
CLOCK_SLACK = datetime.timedelta(days=2)


def certificate_problem(
    der: bytes | bytearray | memoryview, now: datetime.datetime | None = None
) -> str | None:
    """What is wrong with a host certificate (its DER bytes), or None if nothing is.

    A host's certificate is self-signed: its issuer is its subject and its signature verifies with
    its own public key (ECDSA or RSA or Ed25519, whatever it names), and ``now`` lies inside its
    validity (``not_valid_before`` may be up to ``CLOCK_SLACK`` ahead of a client's clock). TLS
    proved the host holds the key; this proves the certificate was made with it, unaltered.
    """
    try:
        cert = x509.load_der_x509_certificate(bytes(der))
    except ValueError as error:
        return f"the certificate does not read ({error})"
    if cert.issuer != cert.subject:
        return "the certificate is not self-signed (its issuer is not its subject)"
    try:
        cert.verify_directly_issued_by(cert)
    except (ValueError, TypeError, InvalidSignature) as error:
        return f"the certificate's signature does not verify with its own key ({type(error).__name__})"
    moment = now or datetime.datetime.now(datetime.UTC)
    start, end = cert.not_valid_before_utc, cert.not_valid_after_utc
    if end <= start:
        return "the certificate's validity ends before it begins"
    if moment + CLOCK_SLACK < start:
        return f"the certificate is not valid before {start:%Y-%m-%d}"
    if moment > end:
        return f"the certificate expired on {end:%Y-%m-%d}"
    return None


def load_or_create(directory: Path | str, *, common_name: str = "Three Palaces host") -> HostIdentity:
    """The identity stored in ``directory``, made and stored there first if there is none.

    The app passes its config folder (platformdirs); tests pass a temporary one.
    """
    folder = Path(directory)
    path = folder / IDENTITY_FILE
    if path.exists():
        return _load(path)
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    key = ec.generate_private_key(ec.SECP256R1())
    cert = _self_signed(key, common_name)
    key_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    cert_pem = cert.public_bytes(serialization.Encoding.PEM)
    if not _write_new(path, key_pem + cert_pem):
        # Another host process made it first (two started at once): use theirs, not ours.
        return _load(path)
    return HostIdentity(cert_pem, key_pem, fingerprint(cert), path)


def _self_signed(key: ec.EllipticCurvePrivateKey, common_name: str) -> x509.Certificate:
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
    # Backdated a day so a client whose clock runs a little behind still sees it as valid.
    now = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=1)
    return (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(now + _VALIDITY)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )


def _write_new(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` atomically with mode 0600; False if ``path`` appeared meanwhile."""
    descriptor, temporary = tempfile.mkstemp(prefix=".identity-", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(temporary, 0o600)  # mkstemp already makes it 0600; say so rather than rely on it
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            # A hard link fails if the name exists, so two racing hosts cannot overwrite each other.
            os.link(temporary, path)
        except FileExistsError:
            return False
        _fsync_directory(path.parent)
        return True
    finally:
        os.unlink(temporary)


def _fsync_directory(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # some platforms cannot open a folder; the rename is still atomic there
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _load(path: Path) -> HostIdentity:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise IdentityError(f"cannot read the host identity {path}: {error}") from error
    try:
        key = serialization.load_pem_private_key(data, password=None)
        certs = x509.load_pem_x509_certificates(data)
    except ValueError as error:
        raise IdentityError(
            f"the host identity {path} is damaged ({error}); move it away for a new one"
        ) from error
    if not isinstance(key, ec.EllipticCurvePrivateKey) or len(certs) != 1:
        raise IdentityError(f"the host identity {path} must hold one EC key and one certificate")
    cert = certs[0]
    public = serialization.PublicFormat.SubjectPublicKeyInfo
    if cert.public_key().public_bytes(serialization.Encoding.DER, public) != key.public_key().public_bytes(
        serialization.Encoding.DER, public
    ):
        raise IdentityError(f"the certificate in {path} does not belong to its key")
    problem = certificate_problem(cert.public_bytes(serialization.Encoding.DER))
    if problem is not None:  # clients would refuse it: say so here, once, not at every join
        raise IdentityError(f"the host certificate in {path} cannot be used: {problem}")
    key_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    return HostIdentity(cert.public_bytes(serialization.Encoding.PEM), key_pem, fingerprint(cert), path)
