// One read at a time per workshop of what a server keeps in memory (workshop-cache.ts: the customers directory, the calendar's
// events, the dashboard's snapshot): calls that find the same generation share the read under way, and a
// read begun under an older generation (before the latest write) is followed by another, not shared.
export class SyncsPerWorkshop<G, T> {
  private readonly running = new Map<string, { generation: G; done: Promise<T> }>();

  /** `read` runs after the workshop's read under way, if any, has settled; its answer is shared by the calls of its generation. */
  run(workshopId: string, generation: G, read: () => Promise<T>): Promise<T> {
    const running = this.running.get(workshopId);
    if (running && running.generation === generation) return running.done;
    const done = (running?.done.catch(() => null) ?? Promise.resolve(null)).then(read);
    const sync = { generation, done };
    this.running.set(workshopId, sync);
    const forget = () => {
      if (this.running.get(workshopId) === sync) this.running.delete(workshopId);
    };
    done.then(forget, forget);
    return done;
  }
}
