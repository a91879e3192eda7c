/**
 * SAML 2.0 with @node-saml/node-saml: SP-initiated with a signed AuthnRequest whose ID is kept in
 * the database; the response checked by node-saml (signature of the Response or the Assertion
 * by one of the metadata's certificates, audience, time conditions, InResponseTo on the Response
 * and on the subject confirmation) and, before that, explicitly here: one assertion only (an
 * encrypted one opened with RSA-OAEP and AES-GCM only, saml-encryption.ts), Destination,
 * Recipient, Issuer, one InResponseTo. Once accepted, the request is spent and the assertion ID
 * remembered until it expires, in one transaction, so a replay is refused.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import type { AppContext } from '../../context';
import { addMs, minutes } from '../../infra/clock';
import type { SamlConfig } from '../../infra/config';
import * as queries from './queries';
import {
  CONTENT_ALGORITHMS,
  decryptAssertion,
  KEY_TRANSPORT_ALGORITHM,
  UnacceptedEncryption,
} from './saml-encryption';
import { SignInRefused, type UniversityProfile } from './service';

export const SAML_ACS_PATH = '/api/v1/auth/saml/acs';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const CLOCK_SKEW_MS = 2 * 60_000;
const REQUEST_MINUTES = 15;

export const SAML_ATTRIBUTES = {
  email: ['mail', 'email', 'urn:oid:0.9.2342.19200300.100.1.3'],
  givenName: ['givenName', 'urn:oid:2.5.4.42'],
  surname: ['sn', 'surname', 'urn:oid:2.5.4.4'],
  eppn: ['eduPersonPrincipalName', 'urn:oid:1.3.6.1.4.1.5923.1.1.1.6'],
  affiliation: [
    'eduPersonAffiliation',
    'eduPersonScopedAffiliation',
    'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
    'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
  ],
} as const;

/** What Quad reads from the identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

const parseXml = (xml: string) => {
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: (message: string) => errors.push(message),
      fatalError: (message: string) => errors.push(message),
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !document?.documentElement) {
    throw new Error(`not well-formed XML: ${errors[0] ?? 'empty'}`);
  }
  return document;
};

export const parseIdpMetadata = (xml: string): IdpMetadata => {
  const document = parseXml(xml);
  const entities = document.getElementsByTagNameNS(METADATA_NS, 'EntityDescriptor');
  const entity = entities[0];
  const idp = entity?.getElementsByTagNameNS(METADATA_NS, 'IDPSSODescriptor')[0];
  if (!entity || !idp) throw new Error('no IDPSSODescriptor in the metadata');
  const entityId = entity.getAttribute('entityID');
  const services = Array.from(idp.getElementsByTagNameNS(METADATA_NS, 'SingleSignOnService'));
  const ssoUrl = services
    .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location');
  const certificates = Array.from(idp.getElementsByTagNameNS(METADATA_NS, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  if (!entityId || !ssoUrl || certificates.length === 0) {
    throw new Error('the metadata lacks an entityID, an HTTP-Redirect SSO URL or a certificate');
  }
  return { entityId, ssoUrl, certificates };
};

/**
 * One of Quad's key pairs (signing, encryption): the configured files, or a pair made once in
 * DATA_DIR as `{name}-key.pem` and `{name}-cert.pem`.
 */
const loadKeyPair = async (
  configured: { keyFile: string | undefined; certFile: string | undefined },
  dataDir: string,
  name: string,
  commonName: string,
) => {
  if (configured.keyFile && configured.certFile) {
    return {
      key: await readFile(configured.keyFile, 'utf8'),
      cert: await readFile(configured.certFile, 'utf8'),
    };
  }
  const keyFile = path.join(dataDir, `${name}-key.pem`);
  const certFile = path.join(dataDir, `${name}-cert.pem`);
  try {
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 10 * 365 * 24 * 3600_000),
  });
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(keyFile, pair.private, { mode: 0o600, flag: 'wx' });
    await writeFile(certFile, pair.cert, { flag: 'wx' });
    return { key: pair.private, cert: pair.cert };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  }
};

const attribute = (profile: Profile, names: readonly string[]) => {
  for (const name of names) {
    const value = profile[name];
    if (typeof value === 'string') return [value];
    if (Array.isArray(value))
      return value.filter((item): item is string => typeof item === 'string');
  }
  return [];
};

export class SamlProvider {
  private saml: SAML | undefined;
  private idp: IdpMetadata | undefined;
  private spCert = '';
  private encryption: { key: string; cert: string } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  readonly acsUrl: string;

  constructor(
    private readonly context: AppContext,
    private readonly config: SamlConfig,
  ) {
    this.acsUrl = `${context.config.publicUrl}${SAML_ACS_PATH}`;
  }

  get available() {
    return this.saml !== undefined;
  }

  start(delayMs = 2_000) {
    void this.load().catch((error: unknown) => {
      if (this.closed) return;
      this.context.log.warn({ err: error, retryInMs: delayMs }, 'SAML set-up failed; retrying');
      this.timer = setTimeout(() => this.start(Math.min(delayMs * 2, 5 * 60_000)), delayMs);
      this.timer.unref();
    });
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** Reads the IdP metadata and Quad's key pair; resolves once ready. */
  async load() {
    const xml = this.config.idpMetadataFile
      ? await readFile(this.config.idpMetadataFile, 'utf8')
      : await (
          await fetch(this.config.idpMetadataUrl!, { signal: AbortSignal.timeout(10_000) })
        ).text();
    const idp = parseIdpMetadata(xml);
    const { dataDir } = this.context.config;
    const [{ key, cert }, encryption] = await Promise.all([
      loadKeyPair(
        { keyFile: this.config.spKeyFile, certFile: this.config.spCertFile },
        dataDir,
        'saml-sp',
        'Quad SAML service provider',
      ),
      loadKeyPair(
        { keyFile: this.config.spEncryptionKeyFile, certFile: this.config.spEncryptionCertFile },
        dataDir,
        'saml-sp-encryption',
        'Quad SAML service provider encryption',
      ),
    ]);
    const { db, clock } = this.context;
    // node-saml looks a request up once for the Response's InResponseTo and again for the
    // subject confirmation's, and reads the answer as the time the request was made. A look-up
    // therefore spends nothing: finish() spends the request once the response is accepted.
    const requests: CacheProvider = {
      saveAsync: async (id, value) => {
        await queries.insertSamlRequest(db, id, addMs(clock.now(), minutes(REQUEST_MINUTES)));
        return { value, createdAt: clock.now().getTime() };
      },
      getAsync: async (id) => {
        const expiresAt = await queries.findSamlRequest(db, id, clock.now());
        return expiresAt ? addMs(expiresAt, -minutes(REQUEST_MINUTES)).toISOString() : null;
      },
      removeAsync: async () => null,
    };
    this.saml = new SAML({
      entryPoint: idp.ssoUrl,
      issuer: this.config.spEntityId,
      callbackUrl: this.acsUrl,
      audience: this.config.spEntityId,
      idpIssuer: idp.entityId,
      idpCert: idp.certificates,
      privateKey: key,
      publicCert: cert,
      decryptionPvk: encryption.key,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      identifierFormat: PERSISTENT,
      // Either the Response or the Assertion is signed (by default Shibboleth signs the Response,
      // ADFS the Assertion).
      wantAssertionsSigned: false,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      validateInResponseTo: this.config.allowIdpInitiated
        ? ValidateInResponseTo.ifPresent
        : ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: minutes(REQUEST_MINUTES),
      cacheProvider: requests,
      disableRequestedAuthnContext: true,
    });
    this.idp = idp;
    this.spCert = cert;
    this.encryption = encryption;
  }

  private ready() {
    if (!this.saml || !this.idp) throw new SignInRefused('SAML is unavailable');
    return { saml: this.saml, idp: this.idp };
  }

  /** The identity provider's URL with a signed AuthnRequest; the page to return to rides along. */
  async authorizationUrl(returnTo: string) {
    const { saml } = this.ready();
    return saml.getAuthorizeUrlAsync(returnTo, undefined, {});
  }

  metadata() {
    const { saml } = this.ready();
    const xml = offerOnlyAcceptedEncryption(
      saml.generateServiceProviderMetadata(this.encryption!.cert, this.spCert),
    );
    const requested = [
      ['mail', 'urn:oid:0.9.2342.19200300.100.1.3', true],
      ['givenName', 'urn:oid:2.5.4.42', false],
      ['sn', 'urn:oid:2.5.4.4', false],
      ['eduPersonPrincipalName', 'urn:oid:1.3.6.1.4.1.5923.1.1.1.6', false],
      ['eduPersonAffiliation', 'urn:oid:1.3.6.1.4.1.5923.1.1.1.1', false],
    ]
      .map(
        ([friendly, name, required]) =>
          `<RequestedAttribute FriendlyName="${friendly}" Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri" isRequired="${required}"/>`,
      )
      .join('');
    return xml.replace(
      '</SPSSODescriptor>',
      `<AttributeConsumingService index="1" isDefault="true"><ServiceName xml:lang="en">${this.context.config.productName}</ServiceName>${requested}</AttributeConsumingService></SPSSODescriptor>`,
    );
  }

  /**
   * The explicit checks node-saml leaves out, on the response as it arrived and on its one
   * assertion (opened here first when it is encrypted).
   */
  private checkShape(xml: string, idp: IdpMetadata) {
    const document = parseXml(xml);
    const response = document.documentElement;
    if (response?.namespaceURI !== PROTOCOL_NS || response.localName !== 'Response') {
      throw new SignInRefused('not a SAML Response');
    }
    // Counted at any depth: an assertion beside or around the signed one is signature wrapping.
    const assertions = document.getElementsByTagNameNS(ASSERTION_NS, 'Assertion');
    const encrypted = document.getElementsByTagNameNS(ASSERTION_NS, 'EncryptedAssertion');
    if (assertions.length + encrypted.length !== 1) {
      throw new SignInRefused(
        `the response holds ${assertions.length + encrypted.length} assertions`,
      );
    }
    const outer = assertions[0] ?? encrypted[0]!;
    if (outer.parentNode !== response) {
      throw new SignInRefused('the assertion is not a child of the response');
    }
    let assertion = outer;
    if (outer.localName === 'EncryptedAssertion') {
      let opened: string;
      try {
        opened = decryptAssertion(outer, this.encryption!.key);
      } catch (error) {
        if (!(error instanceof UnacceptedEncryption)) throw error;
        throw new SignInRefused(`encrypted assertion refused: ${error.message}`);
      }
      const inner = parseXml(opened);
      assertion = inner.documentElement!;
      if (
        assertion.namespaceURI !== ASSERTION_NS ||
        assertion.localName !== 'Assertion' ||
        inner.getElementsByTagNameNS(ASSERTION_NS, 'Assertion').length !== 1 ||
        inner.getElementsByTagNameNS(ASSERTION_NS, 'EncryptedAssertion').length !== 0
      ) {
        throw new SignInRefused('the encrypted assertion does not hold exactly one assertion');
      }
    }
    if (response.getAttribute('Destination') !== this.acsUrl) {
      throw new SignInRefused(`wrong Destination ${response.getAttribute('Destination')}`);
    }
    const issuerOf = (element: Element) =>
      Array.from(element.childNodes)
        .find(
          (node): node is Element =>
            (node as Element).localName === 'Issuer' &&
            (node as Element).namespaceURI === ASSERTION_NS,
        )
        ?.textContent?.trim();
    const responseIssuer = issuerOf(response);
    if (responseIssuer !== undefined && responseIssuer !== idp.entityId) {
      throw new SignInRefused(`wrong Response Issuer ${responseIssuer}`);
    }
    if (issuerOf(assertion) !== idp.entityId) {
      throw new SignInRefused(`wrong Assertion Issuer ${issuerOf(assertion)}`);
    }
    const confirmations = Array.from(
      assertion.getElementsByTagNameNS(ASSERTION_NS, 'SubjectConfirmationData'),
    );
    if (
      confirmations.length === 0 ||
      confirmations.some((data) => data.getAttribute('Recipient') !== this.acsUrl)
    ) {
      throw new SignInRefused('wrong or missing Recipient');
    }
    // SAML Profiles 4.1.4.2: an answer to a request names it on the Response and on the bearer
    // subject confirmation; wherever it is given, it is one request.
    const answered = new Set(
      [response, ...confirmations]
        .map((element) => element.getAttribute('InResponseTo'))
        .filter((id): id is string => Boolean(id)),
    );
    if (answered.size > 1) {
      throw new SignInRefused(`InResponseTo names ${answered.size} different requests`);
    }
    const requestId = [...answered][0];
    if (!requestId && !this.config.allowIdpInitiated) {
      throw new SignInRefused('no InResponseTo: an unsolicited response');
    }
    const id = assertion.getAttribute('ID');
    if (!id) throw new SignInRefused('the assertion has no ID');
    const conditions = assertion.getElementsByTagNameNS(ASSERTION_NS, 'Conditions')[0];
    const notOnOrAfter = conditions?.getAttribute('NotOnOrAfter');
    return {
      assertionId: id,
      requestId,
      notOnOrAfter: notOnOrAfter ? new Date(notOnOrAfter) : undefined,
    };
  }

  async finish(
    samlResponse: string | undefined,
    relayState: string | undefined,
  ): Promise<{ profile: UniversityProfile; returnTo: string }> {
    const { saml, idp } = this.ready();
    if (!samlResponse) throw new SignInRefused('no SAMLResponse');
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    let shape: ReturnType<SamlProvider['checkShape']>;
    try {
      shape = this.checkShape(xml, idp);
    } catch (error) {
      if (error instanceof SignInRefused) throw error;
      throw new SignInRefused(`unreadable response: ${(error as Error).message}`);
    }
    let profile: Profile | null;
    try {
      ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      throw new SignInRefused(`the response was refused: ${(error as Error).message}`);
    }
    if (!profile) throw new SignInRefused('no profile in the response');
    const now = this.context.clock.now();
    const expiresAt =
      shape.notOnOrAfter && shape.notOnOrAfter > now
        ? addMs(shape.notOnOrAfter, CLOCK_SKEW_MS)
        : addMs(now, minutes(REQUEST_MINUTES));
    // The request is spent and the assertion remembered together: of two posts of one answer,
    // however close, exactly one gets through.
    await this.context.db.transaction(async (tx) => {
      if (shape.requestId && !(await queries.takeSamlRequest(tx, shape.requestId, now))) {
        throw new SignInRefused(`request ${shape.requestId} was already answered or expired`);
      }
      if (
        !(await queries.rememberAssertion(tx, `${idp.entityId} ${shape.assertionId}`, expiresAt))
      ) {
        throw new SignInRefused(`assertion ${shape.assertionId} was already used`);
      }
    });
    const eppn = attribute(profile, SAML_ATTRIBUTES.eppn)[0];
    const subject = profile.nameIDFormat === PERSISTENT && profile.nameID ? profile.nameID : eppn;
    if (!subject) throw new SignInRefused('neither a persistent NameID nor eduPersonPrincipalName');
    return {
      profile: {
        provider: 'saml',
        issuer: idp.entityId,
        subject,
        email: attribute(profile, SAML_ATTRIBUTES.email)[0] ?? profile.email ?? profile.mail,
        emailVerified: undefined,
        firstName: attribute(profile, SAML_ATTRIBUTES.givenName)[0],
        lastName: attribute(profile, SAML_ATTRIBUTES.surname)[0],
        affiliations: attribute(profile, SAML_ATTRIBUTES.affiliation),
      },
      returnTo: relayState ?? '/',
    };
  }
}

/**
 * node-saml's metadata offers AES-CBC beside AES-GCM for the encryption certificate; Quad
 * refuses CBC (saml-encryption.ts), so the metadata offers only what is accepted, and names the
 * key transport, so an IdP that reads it picks RSA-OAEP and AES-GCM.
 */
const offerOnlyAcceptedEncryption = (xml: string) => {
  const document = parseXml(xml);
  const encryption = Array.from(document.getElementsByTagNameNS(METADATA_NS, 'KeyDescriptor')).find(
    (key) => key.getAttribute('use') === 'encryption',
  );
  if (!encryption) return xml;
  for (const method of Array.from(
    encryption.getElementsByTagNameNS(METADATA_NS, 'EncryptionMethod'),
  )) {
    encryption.removeChild(method);
  }
  for (const algorithm of [...Object.keys(CONTENT_ALGORITHMS), KEY_TRANSPORT_ALGORITHM]) {
    const method = document.createElementNS(METADATA_NS, 'EncryptionMethod');
    method.setAttribute('Algorithm', algorithm);
    encryption.appendChild(method);
  }
  return new XMLSerializer().serializeToString(document);
};
