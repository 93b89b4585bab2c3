import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey made in software, as a browser's authenticator answers: a P-256 key, a 'none'
// attestation at registration and signed assertions after, each with a counter one higher.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;
const COSE_EC2 = 2;
const COSE_ES256 = -7;
const COSE_P256 = 1;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/** What a test may change of one answer to see it refused. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  challenge?: string;
  userVerified?: boolean;
  /** The counter to sign instead of the next one. */
  counter?: number;
}

export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(
    readonly rpId = 'pecule.test',
    readonly origin = 'http://pecule.test',
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, COSE_EC2],
        [3, COSE_ES256],
        [-1, COSE_P256],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private authData(tampering: Tampering, counter: number, attested: Uint8Array | null) {
    const verified = tampering.userVerified ?? true;
    const flags =
      FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0) | (attested ? FLAG_ATTESTED : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const head = [sha256(tampering.rpId ?? this.rpId), Buffer.from([flags]), count];
    return Buffer.concat(attested ? [...head, attested] : head);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): Buffer {
    const origin = tampering.origin ?? this.origin;
    const data = { type, challenge: tampering.challenge ?? challenge, origin, crossOrigin: false };
    return Buffer.from(JSON.stringify(data));
  }

  /** The answer to navigator.credentials.create() with these options. */
  register(options: { challenge: string }, tampering: Tampering = {}): RegistrationResponseJSON {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      length,
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const authData = this.authData(tampering, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, tampering)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get() with these options, signed with the key. */
  assert(options: { challenge: string }, tampering: Tampering = {}): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = this.authData(tampering, tampering.counter ?? this.counter, null);
    const clientData = this.clientData('webauthn.get', options.challenge, tampering);
    const signed = Buffer.concat([authData, sha256(clientData)]);
    const signature = sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
    };
  }
}
