/** The trust page's texts (trust-page.ts), English as written; each is in the server's catalogue. */
export const TRUST_TEXTS = {
  title: 'Trust this Classbeam server',
  intro:
    'Classbeam on this network has a certificate of its own. Install it once on each device: the camera, the microphone and keeping the display awake work only over a trusted https connection.',
  download: 'Download the certificate',
  open: 'Open Classbeam',
  fingerprint: 'The certificate’s SHA-256 fingerprint, to compare with what your device shows:',
  ipad: 'iPad and iPhone',
  ipad1: 'Open this page in Safari, tap Download the certificate, then Allow.',
  ipad2: 'Open Settings, tap Profile Downloaded, then Install.',
  ipad3:
    'Go to Settings > General > About > Certificate Trust Settings and turn on the Classbeam local CA.',
  android: 'Android',
  android1: 'Tap Download the certificate.',
  android2:
    'Open Settings > Security > Encryption and credentials > Install a certificate > CA certificate and choose the file you downloaded (search Settings for “CA certificate” if your menus differ).',
  chromebook: 'Chromebook',
  chromebook1: 'Download the certificate.',
  chromebook2:
    'Open Settings > Privacy and security > Security > Manage certificates, then Authorities (on newer versions: Local certificates > Custom), and Import the file.',
  chromebook3: 'Tick Trust this certificate for identifying websites.',
  windows: 'Windows',
  windows1: 'Download the certificate and open it, then click Install Certificate.',
  windows2:
    'Choose Local Machine, then Place all certificates in the following store: Trusted Root Certification Authorities.',
  windows3: 'Restart the browser. Firefox keeps a list of its own: import the file there too.',
} as const;
