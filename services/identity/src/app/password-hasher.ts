/** Cost parameters of argon2id; tests lower them, production keeps Bun's defaults (64 MiB, t=2). */
export interface PasswordHashCost {
  memoryCost?: number;
  timeCost?: number;
}

/**
 * argon2id through `Bun.password`. `verifyDummy` spends the same time as a real verification
 * against a hash made with the same parameters, so an unknown email costs what a wrong password
 * costs.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashCost = {}) {}

  hash(password: string): Promise<string> {
    return Bun.password.hash(password, { algorithm: "argon2id", ...this.cost });
  }

  verify(password: string, hash: string): Promise<boolean> {
    return Bun.password.verify(password, hash, "argon2id");
  }

  async verifyDummy(password: string): Promise<false> {
    await this.verify(password, await this.dummyHash());
    return false;
  }

  /** Makes the dummy hash ahead of the first login, so that login is not slower than the rest. */
  async warm(): Promise<void> {
    await this.dummyHash();
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(crypto.randomUUID());
    return this.dummy;
  }
}
