/** A real EventSource for Node (the `eventsource` package) that remembers the streams it opened. */
import { EventSource } from 'eventsource';

export class CountingEventSource extends EventSource {
  static instances: CountingEventSource[] = [];
  /** The URL of every stream opened so far. */
  static get opened(): string[] {
    return CountingEventSource.instances.map((source) => source.url);
  }
  /** Streams not closed yet. */
  static get live(): number {
    return CountingEventSource.instances.filter((source) => source.readyState !== source.CLOSED)
      .length;
  }
  constructor(url: string | URL) {
    super(url);
    CountingEventSource.instances.push(this);
  }
}
