/**
 * What happened in one module that others react to, in this process. Each module declares the
 * events it emits by adding to AppEvents (module augmentation), so the payloads are typed:
 *
 *   declare module '../../platform/events/event-bus' {
 *     interface AppEvents { 'wine.changed': Record<string, never> }
 *   }
 *
 * Listeners run one after another and are awaited: the emitter decides whether a listener's failure
 * is its own (await emit) or not. Modules subscribe in their door, before the app is ready.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface AppEvents {}

type Listener<P> = (payload: P) => void | Promise<void>;

export class EventBus {
  private readonly listeners = new Map<keyof AppEvents, Listener<never>[]>();

  on<E extends keyof AppEvents>(event: E, listener: Listener<AppEvents[E]>): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(event, list);
  }

  async emit<E extends keyof AppEvents>(event: E, payload: AppEvents[E]): Promise<void> {
    for (const listener of this.listeners.get(event) ?? []) await (listener as Listener<AppEvents[E]>)(payload);
  }
}
