/**
 * A SAML 2.0 identity provider for the tests: its own key and certificate, its metadata, and
 * responses signed with xml-crypto in the shapes Shibboleth, ADFS, Entra ID and Keycloak send
 * (Response signed, Assertion signed, or both; InResponseTo on the Response and on the bearer
 * SubjectConfirmationData; a persistent NameID, eduPersonPrincipalName and several
 * AttributeStatements; the assertion encrypted for the service provider on request). Every
 * field can be changed for a refusal test. `start()` also serves it over HTTP with a log-in page
 * and the auto-posting form of the HTTP-POST binding, for the browser journeys.
 */
import {
  constants,
  createCipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const XENC_NS = 'http://www.w3.org/2001/04/xmlenc#';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const URI_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** Content encryption algorithms, by their XML Encryption names. */
export const CONTENT_ALGORITHMS = {
  'aes128-gcm': { uri: 'http://www.w3.org/2009/xmlenc11#aes128-gcm', cipher: 'aes-128-gcm' },
  'aes256-gcm': { uri: 'http://www.w3.org/2009/xmlenc11#aes256-gcm', cipher: 'aes-256-gcm' },
  'aes128-cbc': { uri: `${XENC_NS}aes128-cbc`, cipher: 'aes-128-cbc' },
  'aes256-cbc': { uri: `${XENC_NS}aes256-cbc`, cipher: 'aes-256-cbc' },
} as const;
export type ContentAlgorithm = keyof typeof CONTENT_ALGORITHMS;

export interface SamlStudent {
  /** The opaque persistent NameID the IdP keeps for this service provider. */
  persistentId: string;
  eppn: string;
  mail: string;
  givenName: string;
  sn: string;
  affiliation: string[];
}

/** The test students, as the university's directory holds them. */
export const samlStudents = (domain: string): Record<string, SamlStudent> => {
  const student = (login: string, givenName: string, sn: string, affiliation: string[]) => ({
    persistentId: createHash('sha256').update(`${domain} ${login}`).digest('base64'),
    eppn: `${login}@${domain}`,
    mail: `${login}@${domain}`,
    givenName,
    sn,
    affiliation,
  });
  return {
    ada: student('ada', 'Ada', 'Lovelace', ['student', 'member']),
    grace: student('grace', 'Grace', 'Hopper', ['faculty', 'member']),
    alan: student('alan', 'Alan', 'Turing', ['staff']),
    katherine: student('katherine', 'Katherine', 'Johnson', ['student']),
  };
};

export interface KeyPair {
  key: string;
  cert: string;
}

export const newKeyPair = async (commonName = 'Test identity provider'): Promise<KeyPair> => {
  const pair = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600_000),
  });
  return { key: pair.private, cert: pair.cert };
};

const certBody = (pem: string) =>
  pem
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const instant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const newId = () => `_${randomUUID().replace(/-/g, '')}`;

/** What the service provider asked for, read from its HTTP-Redirect AuthnRequest. */
export interface AuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string | undefined;
}

export const readAuthnRequest = (redirectUrl: string): AuthnRequest => {
  const url = new URL(redirectUrl);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`no SAMLRequest in ${redirectUrl}`);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const request = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (request.localName !== 'AuthnRequest' || request.namespaceURI !== PROTOCOL_NS) {
    throw new Error(`not an AuthnRequest: ${xml}`);
  }
  const issuer = request.getElementsByTagNameNS(ASSERTION_NS, 'Issuer')[0]?.textContent?.trim();
  return {
    id: request.getAttribute('ID')!,
    issuer: issuer!,
    acsUrl: request.getAttribute('AssertionConsumerServiceURL')!,
    relayState: url.searchParams.get('RelayState') ?? undefined,
  };
};

/** The encryption certificate a service provider's metadata offers. */
export const encryptionCertOf = (metadataXml: string) => {
  const document = new DOMParser().parseFromString(metadataXml, 'text/xml');
  const descriptor = Array.from(document.getElementsByTagNameNS(METADATA_NS, 'KeyDescriptor')).find(
    (key) => key.getAttribute('use') === 'encryption',
  );
  const body = descriptor?.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')[0]?.textContent;
  if (!body) return undefined;
  const lines = body.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
};

export interface ResponseOptions {
  student: SamlStudent;
  /** The request answered: its ID is the InResponseTo, its issuer the audience, its ACS the destination. */
  request?: AuthnRequest;
  /** InResponseTo of the Response; null leaves it out. Default: the request's ID. */
  inResponseTo?: string | null;
  /** InResponseTo of the bearer SubjectConfirmationData; null leaves it out. Default: as the Response's. */
  subjectInResponseTo?: string | null;
  destination?: string | null;
  recipient?: string;
  audience?: string;
  issuer?: string;
  /** Which signatures it carries (Shibboleth signs the response, ADFS the assertion). */
  sign?: 'response' | 'assertion' | 'both' | 'none';
  /** Signs with another key than the one in the metadata. */
  signingKey?: KeyPair;
  /** Shifts every time of the assertion (IssueInstant, NotBefore, NotOnOrAfter) by this much. */
  shiftMs?: number;
  /** How long the assertion is valid from its issue instant. */
  validForMs?: number;
  /** Sends a transient NameID instead of the persistent one (the subject is then the eppn). */
  nameIdFormat?: 'persistent' | 'transient';
  /** Encrypts the assertion for this certificate (RSA-OAEP key transport). */
  encryptFor?: string;
  contentAlgorithm?: ContentAlgorithm;
  /** A signature-wrapping attack on the signed assertion. */
  wrap?: 'beside' | 'around';
  /** Two encrypted assertions instead of one. */
  twoEncryptedAssertions?: boolean;
}

export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  keyPair: KeyPair;
  metadata: () => string;
  /** Writes the metadata in `dir`; answers its path (for SAML_IDP_METADATA_FILE). */
  writeMetadata: (dir: string) => Promise<string>;
  /** The XML of a response. */
  responseXml: (options: ResponseOptions) => string;
  /** The SAMLResponse form field (base64 of the XML). */
  response: (options: ResponseOptions) => string;
}

export interface SamlIdpOptions {
  /** The base address it names itself by (and listens on, with start()). */
  baseUrl?: string;
  keyPair?: KeyPair;
}

export const createSamlIdp = async ({
  baseUrl = 'https://idp.coastal.test',
  keyPair,
}: SamlIdpOptions = {}): Promise<SamlIdp> => {
  const pair = keyPair ?? (await newKeyPair());
  const entityId = `${baseUrl}/idp/shibboleth`;
  const ssoUrl = `${baseUrl}/idp/profile/SAML2/Redirect/SSO`;

  const metadata = () =>
    `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="${METADATA_NS}" xmlns:ds="${DSIG_NS}" entityID="${escapeXml(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="${PROTOCOL_NS}">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(pair.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>${PERSISTENT}</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(ssoUrl)}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;

  const sign = (xml: string, id: string, key: KeyPair) => {
    const signer = new SignedXml({
      privateKey: key.key,
      publicCert: key.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: EXC_C14N,
    });
    signer.addReference({
      xpath: `//*[@ID='${id}']`,
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', EXC_C14N],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    // The schema puts the signature right after the element's Issuer.
    signer.computeSignature(xml, {
      prefix: 'ds',
      location: { reference: `//*[@ID='${id}']/*[local-name()='Issuer']`, action: 'after' },
    });
    return signer.getSignedXml();
  };

  const encrypt = (assertionXml: string, cert: string, algorithm: ContentAlgorithm) => {
    const { uri, cipher: name } = CONTENT_ALGORITHMS[algorithm];
    const key = randomBytes(name.startsWith('aes-128') ? 16 : 32);
    // AES-GCM: the IV, the ciphertext, then the tag (XML Encryption 1.1, 5.2.4); CBC: IV first.
    let content: Buffer;
    if (name === 'aes-128-gcm' || name === 'aes-256-gcm') {
      const iv = randomBytes(12);
      const cipher = createCipheriv(name, key, iv);
      const body = Buffer.concat([cipher.update(assertionXml, 'utf8'), cipher.final()]);
      content = Buffer.concat([iv, body, cipher.getAuthTag()]);
    } else {
      const iv = randomBytes(16);
      const cipher = createCipheriv(name, key, iv);
      content = Buffer.concat([iv, cipher.update(assertionXml, 'utf8'), cipher.final()]);
    }
    const wrappedKey = publicEncrypt(
      { key: cert, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      key,
    );
    return `<saml:EncryptedAssertion xmlns:saml="${ASSERTION_NS}"><xenc:EncryptedData xmlns:xenc="${XENC_NS}" Id="${newId()}" Type="${XENC_NS}Element"><xenc:EncryptionMethod Algorithm="${uri}"/><ds:KeyInfo xmlns:ds="${DSIG_NS}"><xenc:EncryptedKey Id="${newId()}"><xenc:EncryptionMethod Algorithm="${XENC_NS}rsa-oaep-mgf1p"><ds:DigestMethod Algorithm="${DSIG_NS}sha1"/></xenc:EncryptionMethod><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo><xenc:CipherData><xenc:CipherValue>${wrappedKey.toString('base64')}</xenc:CipherValue></xenc:CipherData></xenc:EncryptedKey></ds:KeyInfo><xenc:CipherData><xenc:CipherValue>${content.toString('base64')}</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></saml:EncryptedAssertion>`;
  };

  const responseXml = (options: ResponseOptions) => {
    const { student, request } = options;
    const signing = options.signingKey ?? pair;
    const how = options.sign ?? 'both';
    const issued = new Date(Date.now() + (options.shiftMs ?? 0));
    const notOnOrAfter = new Date(issued.getTime() + (options.validForMs ?? 5 * 60_000));
    const notBefore = new Date(issued.getTime() - 60_000);
    const acsUrl = request?.acsUrl ?? 'https://quad.test/api/v1/auth/saml/acs';
    const inResponseTo =
      options.inResponseTo === undefined ? request?.id : (options.inResponseTo ?? undefined);
    const subjectInResponseTo =
      options.subjectInResponseTo === undefined
        ? inResponseTo
        : (options.subjectInResponseTo ?? undefined);
    const destination = options.destination === undefined ? acsUrl : options.destination;
    const issuer = options.issuer ?? entityId;
    const audience =
      options.audience ?? request?.issuer ?? 'https://quad.test/api/v1/auth/saml/metadata';
    const responseId = newId();
    const assertionId = newId();
    const nameId =
      options.nameIdFormat === 'transient'
        ? `<saml:NameID Format="${TRANSIENT}">${newId()}</saml:NameID>`
        : `<saml:NameID Format="${PERSISTENT}" NameQualifier="${escapeXml(entityId)}" SPNameQualifier="${escapeXml(audience)}">${escapeXml(student.persistentId)}</saml:NameID>`;
    const attribute = (friendly: string, oid: string, values: string[]) =>
      `<saml:Attribute FriendlyName="${friendly}" Name="${oid}" NameFormat="${URI_FORMAT}">${values
        .map(
          (value) =>
            `<saml:AttributeValue xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string" xmlns:xs="http://www.w3.org/2001/XMLSchema">${escapeXml(value)}</saml:AttributeValue>`,
        )
        .join('')}</saml:Attribute>`;
    // Two statements, as an IdP that releases from two attribute sources sends them.
    const statements =
      `<saml:AttributeStatement>${attribute('eduPersonPrincipalName', 'urn:oid:1.3.6.1.4.1.5923.1.1.1.6', [student.eppn])}${attribute('mail', 'urn:oid:0.9.2342.19200300.100.1.3', [student.mail])}</saml:AttributeStatement>` +
      `<saml:AttributeStatement>${attribute('givenName', 'urn:oid:2.5.4.42', [student.givenName])}${attribute('sn', 'urn:oid:2.5.4.4', [student.sn])}${attribute('eduPersonAffiliation', 'urn:oid:1.3.6.1.4.1.5923.1.1.1.1', student.affiliation)}</saml:AttributeStatement>`;
    const assertionOf = (id: string) =>
      `<saml:Assertion xmlns:saml="${ASSERTION_NS}" ID="${id}" IssueInstant="${instant(issued)}" Version="2.0"><saml:Issuer>${escapeXml(issuer)}</saml:Issuer><saml:Subject>${nameId}<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData Address="127.0.0.1"${subjectInResponseTo ? ` InResponseTo="${escapeXml(subjectInResponseTo)}"` : ''} NotOnOrAfter="${instant(notOnOrAfter)}" Recipient="${escapeXml(options.recipient ?? acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${instant(notBefore)}" NotOnOrAfter="${instant(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${instant(issued)}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${statements}</saml:Assertion>`;

    let assertion = assertionOf(assertionId);
    if (how === 'assertion' || how === 'both' || options.wrap) {
      assertion = sign(assertion, assertionId, signing);
    }
    if (options.wrap === 'beside') {
      // The attacker's own assertion first, the signed one after it for the signature check.
      const evil = assertionOf(newId()).replace(
        escapeXml(student.persistentId),
        'attacker-chosen-subject',
      );
      assertion = `${evil}${assertion}`;
    } else if (options.wrap === 'around') {
      // The attacker's assertion holds the signed one inside, where a careless check finds it.
      const evilId = newId();
      assertion = assertionOf(evilId)
        .replace(escapeXml(student.persistentId), 'attacker-chosen-subject')
        .replace('</saml:Issuer>', `</saml:Issuer><saml:Advice>${assertion}</saml:Advice>`);
    }
    if (options.encryptFor) {
      const encrypted = encrypt(
        assertion,
        options.encryptFor,
        options.contentAlgorithm ?? 'aes256-gcm',
      );
      assertion = options.twoEncryptedAssertions
        ? `${encrypted}${encrypt(assertionOf(newId()), options.encryptFor, options.contentAlgorithm ?? 'aes256-gcm')}`
        : encrypted;
    }
    let response = `<samlp:Response xmlns:samlp="${PROTOCOL_NS}" xmlns:saml="${ASSERTION_NS}" ID="${responseId}" Version="2.0" IssueInstant="${instant(issued)}"${destination === null ? '' : ` Destination="${escapeXml(destination)}"`}${inResponseTo ? ` InResponseTo="${escapeXml(inResponseTo)}"` : ''}><saml:Issuer>${escapeXml(issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    if (how === 'response' || how === 'both') response = sign(response, responseId, signing);
    return response;
  };

  return {
    entityId,
    ssoUrl,
    keyPair: pair,
    metadata,
    writeMetadata: async (dir) => {
      const file = path.join(dir, 'idp-metadata.xml');
      await writeFile(file, metadata());
      return file;
    },
    responseXml,
    response: (options) => Buffer.from(responseXml(options), 'utf8').toString('base64'),
  };
};

export interface StartedSamlIdp extends SamlIdp {
  baseUrl: string;
  close: () => Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * Serves the IdP on 127.0.0.1: its SSO URL shows a log-in page (a username, any password) and
 * answers with the HTTP-POST binding's form, which posts itself to the service provider. The
 * assertion is encrypted for the certificate the service provider's metadata offers, fetched from
 * its entity ID (Quad's entity ID is its metadata URL), as a federation's IdP would.
 */
export const startSamlIdp = async (options: {
  students: Record<string, SamlStudent>;
  port?: number;
  keyPair?: KeyPair;
  encryptAssertions?: boolean;
}): Promise<StartedSamlIdp> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = await createSamlIdp({
    baseUrl,
    ...(options.keyPair ? { keyPair: options.keyPair } : {}),
  });
  const ssoPath = new URL(idp.ssoUrl).pathname;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    if (request.method === 'GET' && url.pathname === ssoPath) {
      const authn = readAuthnRequest(url.href);
      return html(
        200,
        page(
          'Coastal University sign-in',
          `<h1>Coastal University sign-in</h1><form method="post" action="${ssoPath}/login"><input type="hidden" name="request" value="${escapeXml(Buffer.from(JSON.stringify(authn)).toString('base64'))}"><p><label for="username">Username</label> <input id="username" name="username" autocomplete="username"></p><p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p><button type="submit">Sign in</button></form>`,
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === `${ssoPath}/login`) {
      const form = await readForm(request);
      const authn = JSON.parse(
        Buffer.from(form.get('request') ?? '', 'base64').toString('utf8'),
      ) as AuthnRequest;
      const student = options.students[form.get('username') ?? ''];
      if (!student) return html(401, page('Unknown user', '<h1>Unknown username</h1>'));
      let encryptFor: string | undefined;
      if (options.encryptAssertions) {
        encryptFor = encryptionCertOf(await (await fetch(authn.issuer)).text());
        if (!encryptFor)
          return html(500, page('No certificate', '<h1>No encryption certificate</h1>'));
      }
      const samlResponse = idp.response({
        student,
        request: authn,
        sign: 'response',
        ...(encryptFor ? { encryptFor } : {}),
      });
      return html(
        200,
        page(
          'Signing you in',
          `<form method="post" action="${escapeXml(authn.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}">${authn.relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(authn.relayState)}">` : ''}<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
        ),
      );
    }
    return html(404, page('Not found', '<h1>Not found</h1>'));
  };

  server.on('request', (request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  return {
    ...idp,
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
