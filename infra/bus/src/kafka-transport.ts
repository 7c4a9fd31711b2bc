import {
  type Admin,
  type Consumer,
  type EachBatchHandler,
  Kafka,
  type KafkaMessage,
  logLevel,
  Partitioners,
} from "kafkajs";
import type { TEnvelope } from "@mawid/contracts/platform";
import {
  type Bus,
  type BusConfig,
  type DeliveredMessage,
  headersFor,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
  silentLogger,
} from "./types.ts";
import "./kafkajs-idle-timer.ts";
import { backoff, sleep } from "./wait.ts";

/**
 * Kafka transport: one topic per aggregate type (the envelope's topic), key = aggregate id so a stream's
 * events stay in one partition and in order, traceparent and message id in the headers. Consumers run
 * with autoCommit off and commit a message's offset only after the handler resolved (after the
 * effect's transaction committed). Topics are created on demand through the admin client.
 */
export async function createKafkaBus(config: BusConfig): Promise<Bus> {
  const log = config.logger ?? silentLogger;
  if (!config.kafkaBrokers || config.kafkaBrokers.length === 0) {
    throw new Error("the kafka bus transport needs kafkaBrokers");
  }
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: config.kafkaBrokers,
    logLevel: logLevel.WARN,
  });
  const admin = kafka.admin();
  await admin.connect();
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    // Java's murmur2 choice of partition for a key, as other Kafka clients make it; naming it also
    // stops kafkajs warning at every start that its default changed in 2.0
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const partitions = config.kafkaPartitions ?? 3;
  const known = new Set<string>();
  const subscriptions = new Set<Subscription>();

  async function ensureTopics(topics: string[]): Promise<void> {
    const missing = [...new Set(topics)].filter((t) => !known.has(t));
    if (missing.length === 0) return;
    const existing = new Set(await admin.listTopics());
    const create = missing.filter((t) => !existing.has(t));
    if (create.length > 0) {
      try {
        await admin.createTopics({
          topics: create.map((topic) => ({ topic, numPartitions: partitions })),
          waitForLeaders: true,
        });
      } catch (error) {
        // Another process created it first.
        if ((error as { type?: string }).type !== "TOPIC_ALREADY_EXISTS") throw error;
      }
    }
    for (const t of missing) known.add(t);
  }

  return {
    transport: "kafka",
    async publish(messages: OutgoingMessage[]) {
      if (messages.length === 0) return;
      await ensureTopics(messages.map((m) => m.topic));
      const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
      for (const m of messages) {
        const list = byTopic.get(m.topic) ?? [];
        list.push({ key: m.key, value: JSON.stringify(m.envelope), headers: headersFor(m) });
        byTopic.set(m.topic, list);
      }
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, msgs]) => ({ topic, messages: msgs })),
      });
    },
    async subscribe(opts: SubscribeOptions): Promise<Subscription> {
      await ensureTopics(opts.topics);
      const sessionTimeout = config.kafkaSessionTimeoutMs ?? 30_000;
      const consumerConfig = {
        groupId: opts.group,
        allowAutoTopicCreation: false,
        sessionTimeout,
        heartbeatInterval: Math.min(3_000, Math.floor(sessionTimeout / 3)),
      };
      let stopping = false;
      let consumer: Consumer | undefined;
      let restart: NodeJS.Timeout | undefined;
      let crashes = 0;

      // Each message's offset is committed only after its handler resolved (its effect committed).
      const handleBatch =
        (current: Consumer): EachBatchHandler =>
        async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          for (const message of batch.messages) {
            if (stopping || !isRunning() || isStale()) return;
            const delivered = toDelivered(batch.topic, message);
            for (let attempt = 1; ; attempt++) {
              try {
                await opts.handle(delivered);
                break;
              } catch (error) {
                log.warn(
                  { err: error, group: opts.group, attempt },
                  "bus handler failed; retrying the message",
                );
                if (stopping || !isRunning() || isStale()) return;
                await sleep(backoff(attempt));
                await heartbeat();
              }
            }
            resolveOffset(message.offset);
            await current.commitOffsets([
              {
                topic: batch.topic,
                partition: batch.partition,
                offset: (BigInt(message.offset) + 1n).toString(),
              },
            ]);
            await heartbeat();
          }
        };

      // kafkajs gives up for good on a consumer that crashed on an error it deems non-retriable,
      // such as a SyncGroup answered REBALANCE_IN_PROGRESS while members come and go (a rolling
      // deploy): the group would stop being served by this process. A new consumer replaces it.
      const replaceLater = (error: unknown) => {
        crashes++;
        const waitMs = backoff(crashes, 500, 30_000);
        log.warn(
          { err: error, group: opts.group, crashes, retryInMs: waitMs },
          "bus consumer stopped on an error; starting a new one",
        );
        restart = setTimeout(() => void start(false), waitMs);
      };

      const start = async (first: boolean): Promise<void> => {
        if (stopping) return;
        const current = kafka.consumer(consumerConfig);
        consumer = current;
        current.on(current.events.CRASH, ({ payload }) => {
          if (!payload.restart && !stopping && consumer === current) replaceLater(payload.error);
        });
        current.on(current.events.GROUP_JOIN, () => {
          crashes = 0;
        });
        try {
          await current.connect();
          await current.subscribe({ topics: opts.topics, fromBeginning: true });
          // stopped while a replacement was connecting: stop() disconnected the one it found
          if (stopping) {
            await current.disconnect();
            return;
          }
          await current.run({
            autoCommit: false,
            eachBatchAutoResolve: false,
            partitionsConsumedConcurrently: 1,
            eachBatch: handleBatch(current),
          });
        } catch (error) {
          if (first) throw error;
          await current.disconnect().catch(() => undefined);
          if (!stopping) replaceLater(error);
        }
      };

      await start(true);
      const sub: Subscription = {
        async stop() {
          if (stopping) return;
          stopping = true;
          clearTimeout(restart);
          subscriptions.delete(sub);
          if (consumer) {
            await consumer.stop();
            await consumer.disconnect();
          }
        },
      };
      subscriptions.add(sub);
      return sub;
    },
    async lag(group, topics) {
      await ensureTopics(topics);
      return kafkaLag(admin, group, topics);
    },
    async ping() {
      await admin.describeCluster();
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await producer.disconnect();
      await admin.disconnect();
    },
  };
}

function toDelivered(topic: string, message: KafkaMessage): DeliveredMessage {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (value === undefined) continue;
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    if (v !== undefined) headers[name] = v.toString();
  }
  return {
    topic,
    key: message.key?.toString() ?? "",
    envelope: JSON.parse(message.value?.toString() ?? "null") as TEnvelope,
    headers,
  };
}

async function kafkaLag(admin: Admin, group: string, topics: string[]): Promise<number> {
  let total = 0;
  const committed = await admin.fetchOffsets({ groupId: group, topics });
  for (const topic of topics) {
    const ends = await admin.fetchTopicOffsets(topic);
    const mine = committed.find((c) => c.topic === topic)?.partitions ?? [];
    for (const p of ends) {
      const c = mine.find((x) => x.partition === p.partition)?.offset ?? "-1";
      const from = c === "-1" ? Number(p.low) : Number(c);
      total += Math.max(0, Number(p.high) - from);
    }
  }
  return total;
}
