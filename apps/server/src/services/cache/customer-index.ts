// One workshop's customers in memory, found as the customers list finds them (docs/product.md §11.1,
// decision 025): every word of the search is somewhere in the customer's search text, most recently
// seen first, then the newest, then by id — the same words, matches and order as the SQL of
// customers-list.ts, without a round trip to PostgreSQL. Each customer's list item is kept as its JSON.
//
// Customers live in slots. A change gives the customer a new slot and leaves the old one dead, so the
// trigram postings only ever grow at their end; `compacted()` makes a fresh index once dead slots
// outnumber the live ones.

/** A customer as the index keeps them. */
export interface IndexedCustomer {
  id: string;
  /** The folded search text (the domain's customerSearchText, as stored). */
  searchText: string;
  /** The list item, already JSON. */
  item: string;
  /** Milliseconds; null without repairs. */
  lastVisit: number | null;
  created: number;
}

/** Words this long have trigrams: the shortest posting list of the longest word's trigrams holds every match. */
const GRAM = 3;

/** `slots` (ascending) holds `slot`. */
function holds(slots: readonly number[], slot: number): boolean {
  let low = 0;
  let high = slots.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = slots[middle]!;
    if (value === slot) return true;
    if (value < slot) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const gramAt = (text: string, at: number) => text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);

export class CustomerIndex {
  private readonly ids: string[] = [];
  private readonly texts: string[] = [];
  private readonly items: string[] = [];
  private readonly lastVisits: (number | null)[] = [];
  private readonly createds: number[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Trigram → the slots whose text holds it, ascending, each once. */
  private readonly postings = new Map<number, number[]>();
  /** The live slots in the list's order; null once a change has made it stale. */
  private ordered: number[] | null = null;
  private dead = 0;
  private postingCount = 0;
  private textBytes = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Roughly what the index holds in memory, in bytes. */
  get bytes(): number {
    return this.textBytes + this.postingCount * 8 + this.ids.length * 120;
  }

  /** More dead slots than live ones: time for `compacted()`. */
  get isFragmented(): boolean {
    return this.dead > this.slotOf.size;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds the customer, or replaces what the index held of them. */
  put(customer: IndexedCustomer): void {
    this.remove(customer.id);
    const slot = this.ids.length;
    this.ids.push(customer.id);
    this.texts.push(customer.searchText);
    this.items.push(customer.item);
    this.lastVisits.push(customer.lastVisit);
    this.createds.push(customer.created);
    this.slotOf.set(customer.id, slot);
    this.textBytes += (customer.searchText.length + customer.item.length) * 2;
    const text = customer.searchText;
    for (let at = 0; at + GRAM <= text.length; at += 1) {
      const gram = gramAt(text, at);
      let slots = this.postings.get(gram);
      if (!slots) this.postings.set(gram, (slots = []));
      if (slots[slots.length - 1] === slot) continue;
      slots.push(slot);
      this.postingCount += 1;
    }
    this.ordered = null;
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.textBytes -= (this.texts[slot]!.length + this.items[slot]!.length) * 2;
    this.texts[slot] = '';
    this.items[slot] = '';
    this.dead += 1;
    this.ordered = null;
  }

  /** The same customers in a fresh index, without dead slots. */
  compacted(): CustomerIndex {
    const fresh = new CustomerIndex();
    for (const [id, slot] of this.slotOf) {
      fresh.put({
        id,
        searchText: this.texts[slot]!,
        item: this.items[slot]!,
        lastVisit: this.lastVisits[slot] ?? null,
        created: this.createds[slot]!,
      });
    }
    return fresh;
  }

  /**
   * The page of customers whose search text holds every word (already folded, customerSearchWordsOf),
   * as a JSON array of their list items.
   */
  pageJson(words: readonly string[], limit: number, offset: number): string {
    return `[${this.page(words, limit, offset)
      .map((slot) => this.items[slot])
      .join(',')}]`;
  }

  private page(words: readonly string[], limit: number, offset: number): number[] {
    if (words.length === 0) return this.inOrder().slice(offset, offset + limit);
    const holdsEvery = (slot: number) => words.every((word) => this.texts[slot]!.includes(word));
    const longest = words.reduce((found, word) => (word.length > found.length ? word : found));
    if (longest.length < GRAM) {
      // Short words match many customers: read in the list's order until the page is full.
      const found: number[] = [];
      for (const slot of this.inOrder()) {
        if (!holdsEvery(slot)) continue;
        found.push(slot);
        if (found.length === offset + limit) break;
      }
      return found.slice(offset);
    }
    // The slots that hold every trigram of the longest word, from the shortest list; then the words themselves.
    const lists: number[][] = [];
    for (let at = 0; at + GRAM <= longest.length; at += 1) {
      const slots = this.postings.get(gramAt(longest, at));
      if (!slots) return [];
      lists.push(slots);
    }
    lists.sort((a, b) => a.length - b.length);
    const found: number[] = [];
    candidates: for (const slot of lists[0]!) {
      for (let other = 1; other < lists.length; other += 1) if (!holds(lists[other]!, slot)) continue candidates;
      if (this.items[slot] !== '' && holdsEvery(slot)) found.push(slot);
    }
    return found.sort(this.compare).slice(offset, offset + limit);
  }

  private inOrder(): number[] {
    this.ordered ??= [...this.slotOf.values()].sort(this.compare);
    return this.ordered;
  }

  /** The list's order (customers-list.ts CUSTOMERS_ORDER): last visit (none last), then the newest, then the id. */
  private readonly compare = (a: number, b: number): number => {
    const visitA = this.lastVisits[a] ?? null;
    const visitB = this.lastVisits[b] ?? null;
    if (visitA !== visitB) {
      if (visitA === null) return 1;
      if (visitB === null) return -1;
      return visitB - visitA;
    }
    const createdA = this.createds[a]!;
    const createdB = this.createds[b]!;
    if (createdA !== createdB) return createdB - createdA;
    const idA = this.ids[a]!;
    const idB = this.ids[b]!;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  };
}
