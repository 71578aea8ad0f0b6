import type { Channel, FeedMessageType, PrivateChannel } from '../../../contracts/realtime';

/**
 * What the market module needs from the realtime hub (app.realtime satisfies it): publish to a
 * public channel, or to one user's private channel. Tests of the HTTP API alone and the demo
 * history seeding use the no-op below.
 */
export interface MarketPublisher {
  publish(channel: Exclude<Channel, PrivateChannel>, type: FeedMessageType, data: unknown): void;
  publishToUser(userId: string, channel: PrivateChannel, type: FeedMessageType, data: unknown): void;
}

export const NO_PUBLISHER: MarketPublisher = {
  publish: () => undefined,
  publishToUser: () => undefined,
};
