// A throwaway self-signed certificate for 127.0.0.1, for runs of the reference server over HTTPS and
// HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE): openssl is part of the machine (STACK.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes cert.pem and key.pem into `dir` and returns their paths, the certificate, and the base64
 * SHA-256 of its public key: Chromium trusts exactly this certificate with
 * `--ignore-certificate-errors-spki-list=<spki>` (no other certificate error is ignored).
 */
export function selfSignedCertificate(dir) {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { certFile, keyFile, cert: readFileSync(certFile), spki };
}
