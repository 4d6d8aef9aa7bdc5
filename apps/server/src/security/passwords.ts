import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. (@node-rs/argon2 defaults to argon2id.)
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashValue: string, password: string): Promise<boolean>;
};

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, options),
    verify: async (hashValue, password) => {
      try {
        return await verify(hashValue, password);
      } catch {
        return false;
      }
    },
  };
}
