/**
 * The room's one alarm. It serves the D1 write-back and the quiet-version deadlines of the resume
 * and its letters, so it is always set to the earliest of them.
 */
export class RoomAlarm {
  /** undefined until read from storage after a wake-up. */
  private at: number | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** Sets the alarm to `at` unless an earlier one is pending. */
  async schedule(at: number): Promise<void> {
    if (this.at === undefined) this.at = await this.storage.getAlarm();
    // A pending earlier alarm already covers this edit; that bounds D1's lag during nonstop typing.
    if (this.at !== null && this.at <= at) return;
    this.at = at;
    await this.storage.setAlarm(at);
  }

  /** It fired, or storage was cleared with it. */
  fired(): void {
    this.at = null;
  }
}
