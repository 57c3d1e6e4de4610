/**
 * One generation at a time per subject (a conversation, a writing). The subjects this process is generating
 * for are held here; `elsewhere` asks the database whether another process is (its rows stream as they go).
 */
export class GenerationClaims {
  private readonly held = new Set<number>();

  constructor(private readonly busy: () => Error) {}

  has(id: number): boolean {
    return this.held.has(id);
  }

  /** Claims the subject, or throws `busy` when this or another process generates for it; returns the release. */
  async claim(id: number, elsewhere: () => Promise<boolean>): Promise<() => void> {
    if (this.held.has(id)) throw this.busy();
    this.held.add(id);
    const release = () => void this.held.delete(id);
    try {
      if (await elsewhere()) throw this.busy();
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }
}
