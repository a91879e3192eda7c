/**
 * Opens the EncryptedAssertion of a SAML response before node-saml sees it, so that Quad's own
 * checks (saml.ts) read the assertion node-saml will accept, and so that only what Quad's
 * metadata offers gets in: RSA-OAEP key transport and AES-GCM content encryption.
 *
 * node-saml decrypts with xml-encryption, which also accepts AES-CBC, Triple DES and RSA
 * PKCS#1 v1.5. CBC is refused here: XML Encryption's CBC mode is open to a padding oracle
 * (Jager and Somorovsky, "How to Break XML Encryption", CCS 2011), and since the
 * EncryptionMethod of an assertion is not covered by any signature, accepting CBC at all would
 * let an attacker turn a GCM ciphertext's algorithm into CBC and run the attack on it (Jager,
 * Schinzel and Somorovsky, backwards compatibility attacks, 2012).
 *
 * The structure accepted is the one OpenSAML (Shibboleth), ADFS, Entra ID, Keycloak and
 * SimpleSAMLphp send: one EncryptedData, its EncryptedKey inline in its KeyInfo, before the
 * CipherData. Anything else is refused, so xml-encryption, which takes the first KeyInfo and the
 * first CipherValue of the document, opens exactly what was opened here.
 */
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';

const XENC_NS = 'http://www.w3.org/2001/04/xmlenc#';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

export const KEY_TRANSPORT_ALGORITHM = `${XENC_NS}rsa-oaep-mgf1p`;
/** The content algorithms accepted, strongest first, as the metadata offers them. */
export const CONTENT_ALGORITHMS: Record<string, { cipher: string; keyBytes: number }> = {
  'http://www.w3.org/2009/xmlenc11#aes256-gcm': { cipher: 'aes-256-gcm', keyBytes: 32 },
  'http://www.w3.org/2009/xmlenc11#aes128-gcm': { cipher: 'aes-128-gcm', keyBytes: 16 },
};
/** OAEP digests, as xml-encryption reads them (SHA-1 when the DigestMethod is absent). */
const OAEP_DIGESTS: Record<string, string> = {
  [`${DSIG_NS}sha1`]: 'sha1',
  [`${DSIG_NS}sha256`]: 'sha256',
  [`${DSIG_NS}sha512`]: 'sha512',
};
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/** Why an encrypted assertion was not opened; saml.ts turns it into a refused sign-in. */
export class UnacceptedEncryption extends Error {}

const elementChildren = (element: Element) =>
  Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1);

const isXenc = (element: Element, name: string) =>
  element.namespaceURI === XENC_NS && element.localName === name;

const only = (elements: Element[], what: string) => {
  if (elements.length !== 1) throw new UnacceptedEncryption(`${elements.length} ${what}`);
  return elements[0]!;
};

const base64Of = (cipherData: Element, what: string) => {
  const [value, ...rest] = elementChildren(cipherData);
  if (!value || rest.length > 0 || !isXenc(value, 'CipherValue')) {
    throw new UnacceptedEncryption(`the ${what} is not one CipherValue`);
  }
  return Buffer.from((value.textContent ?? '').replace(/\s+/g, ''), 'base64');
};

/** The symmetric key, unwrapped with Quad's private key by RSA-OAEP. */
const unwrapKey = (encryptedKey: Element, privateKey: string) => {
  const children = elementChildren(encryptedKey);
  const method = only(
    children.filter((child) => isXenc(child, 'EncryptionMethod')),
    'key transport methods',
  );
  const algorithm = method.getAttribute('Algorithm');
  if (algorithm !== KEY_TRANSPORT_ALGORITHM) {
    throw new UnacceptedEncryption(`key transport ${algorithm} is not RSA-OAEP`);
  }
  let digest = 'sha1';
  for (const parameter of elementChildren(method)) {
    const known =
      parameter.namespaceURI === DSIG_NS && parameter.localName === 'DigestMethod'
        ? OAEP_DIGESTS[parameter.getAttribute('Algorithm') ?? '']
        : undefined;
    // An MGF, OAEPparams or digest xml-encryption would read differently is refused.
    if (!known) throw new UnacceptedEncryption(`key transport parameter ${parameter.localName}`);
    digest = known;
  }
  const cipherData = only(
    children.filter((child) => isXenc(child, 'CipherData')),
    'key CipherData',
  );
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: digest },
      base64Of(cipherData, 'key'),
    );
  } catch {
    throw new UnacceptedEncryption('the key was not encrypted for this service provider');
  }
};

/** The XML of the one Assertion an EncryptedAssertion holds, or UnacceptedEncryption. */
export const decryptAssertion = (encryptedAssertion: Element, privateKey: string) => {
  const data = only(elementChildren(encryptedAssertion), 'elements in the EncryptedAssertion');
  if (!isXenc(data, 'EncryptedData')) {
    throw new UnacceptedEncryption(`${data.localName} in the EncryptedAssertion`);
  }
  const type = data.getAttribute('Type');
  if (type && type !== `${XENC_NS}Element`) throw new UnacceptedEncryption(`EncryptedData ${type}`);
  const [method, keyInfo, cipherData, ...rest] = elementChildren(data);
  if (
    !method ||
    !isXenc(method, 'EncryptionMethod') ||
    keyInfo?.namespaceURI !== DSIG_NS ||
    keyInfo.localName !== 'KeyInfo' ||
    !cipherData ||
    !isXenc(cipherData, 'CipherData') ||
    rest.length > 0
  ) {
    throw new UnacceptedEncryption('EncryptedData is not EncryptionMethod, KeyInfo, CipherData');
  }
  const algorithm = method.getAttribute('Algorithm') ?? '';
  const content = CONTENT_ALGORITHMS[algorithm];
  if (!content) throw new UnacceptedEncryption(`content encryption ${algorithm} is not AES-GCM`);
  const encryptedKey = only(
    elementChildren(keyInfo).filter((child) => isXenc(child, 'EncryptedKey')),
    'EncryptedKeys in the KeyInfo',
  );
  if (
    encryptedAssertion.getElementsByTagNameNS(XENC_NS, 'EncryptedKey').length !== 1 ||
    encryptedAssertion.getElementsByTagNameNS(XENC_NS, 'CipherValue').length !== 2
  ) {
    throw new UnacceptedEncryption('more than one key or ciphertext');
  }
  const key = unwrapKey(encryptedKey, privateKey);
  if (key.length !== content.keyBytes) throw new UnacceptedEncryption('a key of the wrong size');
  const sealed = base64Of(cipherData, 'content');
  if (sealed.length <= GCM_IV_BYTES + GCM_TAG_BYTES) throw new UnacceptedEncryption('no content');
  try {
    const decipher = createDecipheriv(
      content.cipher as 'aes-256-gcm',
      key,
      sealed.subarray(0, GCM_IV_BYTES),
      { authTagLength: GCM_TAG_BYTES },
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(GCM_IV_BYTES, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new UnacceptedEncryption('the content does not authenticate');
  }
};
