import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verifying against this costs the same as a real check, so unknown e-mails are not faster. */
const decoyHash = hash('decoy password', options);
export const spendPasswordCheck = async (password: string) => {
  await verifyPassword(await decoyHash, password);
  return false;
};
