import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiSettings } from '@/config.ts';
import type { EnhancementInput } from './enhancer.ts';
import { enhancerFor } from './enhancer-from-config.ts';
import { createOpenAiEnhancer } from './openai-enhancer.ts';

/**
 * The provider against a fake OpenAI-compatible server on 127.0.0.1, started here: what it sends,
 * and how it copes with 429s, 5xx, timeouts, malformed and off-taxonomy answers.
 */

type Handler = (body: Record<string, unknown>, res: ServerResponse, req: IncomingMessage) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { body: Record<string, unknown>; authorization: string | undefined }[];
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ body, authorization: req.headers.authorization });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on('close', () => (inFlight -= 1));
      handler(body, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  maxInFlight = 0;
});

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'fake-model',
  timeoutSeconds: 5,
  concurrency: 4,
  ...overrides,
});

const input: EnhancementInput = {
  name: 'storm ST500.1 mono amp',
  description: null,
  category: 'amps',
  subcategory: null,
  seriesName: 'storm',
  manufacturerName: 'Thunderline Audio',
  existingSeries: ['Storm', 'Tempest'],
  sku: 'TL-ST500.1',
};

const goodAnswer = {
  name: 'Storm ST500.1 Monoblock Amplifier',
  description: null,
  category: 'Amplifiers',
  subcategory: 'Monoblock Amplifiers',
  seriesName: 'storm',
  confidence: 92,
  reasons: { name: 'expanded mono amp', category: 'a .1 amplifier', series: 'the file says storm' },
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
function completion(res: ServerResponse, content: string | null, extra: Record<string, unknown> = {}) {
  json(res, 200, {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'fake-model',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null, ...extra }, finish_reason: 'stop' },
    ],
  });
}
const answering =
  (answer: unknown): Handler =>
  (_body, res) =>
    completion(res, JSON.stringify(answer));

async function enhanceOne(enhancerSettings = settings(), options?: { maxRetries?: number }) {
  const [outcome] = await createOpenAiEnhancer(enhancerSettings, options).enhanceMany([input]);
  return outcome!;
}

describe('the OpenAI-compatible provider', () => {
  it('asks for JSON-schema structured output with the key, the model and the taxonomy', async () => {
    handler = answering(goodAnswer);
    const outcome = await enhanceOne();
    expect(outcome).toEqual({
      ok: true,
      result: {
        ...goodAnswer,
        // Stored as the manufacturer spells its series.
        seriesName: 'Storm',
        reasons: { ...goodAnswer.reasons, confidence: "the provider's 92, confirmed by our checks" },
      },
    });
    expect(requests).toHaveLength(1);
    const [{ body, authorization }] = requests as [(typeof requests)[number]];
    expect(authorization).toBe('Bearer test-key');
    expect(body).toMatchObject({ model: 'fake-model', temperature: 0 });
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'product_enhancement', strict: true },
    });
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('Amplifiers: Monoblock Amplifiers; 2-Channel Amplifiers');
    expect(JSON.parse(messages[1]!.content)).toMatchObject({
      name: input.name,
      manufacturerSeries: ['Storm', 'Tempest'],
    });
  });

  it('waits and retries after a 429, then succeeds', async () => {
    handler = (_body, res) =>
      requests.length === 1
        ? json(res, 429, { error: { message: 'slow down' } }, { 'retry-after-ms': '20' })
        : completion(res, JSON.stringify(goodAnswer));
    const outcome = await enhanceOne();
    expect(outcome.ok).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('gives up on a provider that keeps failing, after its retries, with the status', async () => {
    handler = (_body, res) => json(res, 503, { error: { message: 'down' } }, { 'retry-after-ms': '5' });
    expect(await enhanceOne()).toEqual({ ok: false, error: 'The AI provider answered 503' });
    expect(requests).toHaveLength(4);
  });

  it('stops asking a provider that is down: after enough failures in a row the rest fail at once', async () => {
    handler = (_body, res) =>
      json(res, 502, { error: { message: 'bad gateway' } }, { 'retry-after-ms': '1' });
    const inputs = Array.from({ length: 6 }, (_, i) => ({ ...input, sku: `S-${i}` }));
    const outcomes = await createOpenAiEnhancer(settings({ concurrency: 1 }), { maxRetries: 1 }).enhanceMany(
      inputs,
    );
    // Concurrency 1: four products tried (twice each), then the breaker answers for the other two.
    expect(requests).toHaveLength(8);
    expect(outcomes.map((o) => !o.ok && o.error)).toEqual([
      ...Array(4).fill('The AI provider answered 502'),
      ...Array(2).fill(
        'The AI provider is unavailable (4 requests in a row failed; the last: The AI provider answered 502); try again later',
      ),
    ]);
  });

  it('times out a request that never answers, retries it, then fails with the reason', async () => {
    handler = () => undefined;
    const started = Date.now();
    const outcome = await enhanceOne(settings({ timeoutSeconds: 0.2 }), { maxRetries: 1 });
    expect(outcome).toEqual({
      ok: false,
      error: 'The AI provider did not answer within 0.2 s (tried 2 times)',
    });
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('names a refused key without echoing the provider', async () => {
    handler = (_body, res) => json(res, 401, { error: { message: 'bad key sk-secret' } });
    expect(await enhanceOne()).toEqual({
      ok: false,
      error: 'The AI provider refused the key (401): check AI_API_KEY',
    });
  });

  it.each([
    ['malformed JSON', '{"name": "Storm', 'The AI provider’s answer is not valid JSON'],
    ['an empty answer', '', 'The AI provider gave an empty answer'],
    [
      'a missing field',
      JSON.stringify({ ...goodAnswer, reasons: undefined }),
      'The AI provider’s answer does not fit: reasons:',
    ],
    [
      'a category outside the taxonomy',
      JSON.stringify({ ...goodAnswer, category: 'Toasters' }),
      'The AI provider’s answer does not fit: category:',
    ],
    [
      'a subcategory of another category',
      JSON.stringify({ ...goodAnswer, subcategory: 'Tweeters' }),
      'The AI provider proposed Tweeters, which is not a subcategory of Amplifiers',
    ],
    [
      'an empty name',
      JSON.stringify({ ...goodAnswer, name: '  ' }),
      'The AI provider proposed an empty name',
    ],
  ])('fails %s with the reason, storing nothing', async (_what, content, error) => {
    handler = (_body, res) => completion(res, content);
    const outcome = await enhanceOne();
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toContain(error);
  });

  it('fails a refusal with its words', async () => {
    handler = (_body, res) => completion(res, null, { refusal: 'I cannot help with that' });
    expect(await enhanceOne()).toEqual({
      ok: false,
      error: 'The AI provider declined: I cannot help with that',
    });
  });

  it("never takes the model's confidence alone: our checks lower it and say why", async () => {
    handler = answering({
      ...goodAnswer,
      category: 'Speakers',
      subcategory: null,
      seriesName: 'Hurricane',
      confidence: 99,
    });
    const outcome = await enhanceOne();
    expect(outcome.ok && outcome.result.confidence).toBe(60);
    expect(outcome.ok && outcome.result.reasons.confidence).toBe(
      'the provider said 99; lowered: our rules read Amplifiers; Hurricane is neither the manufacturer’s series nor the file’s'.replace(
        /’/g,
        "'",
      ),
    );
  });

  it("does not take a series from a word of the name at the model's 90 %", async () => {
    handler = answering({
      ...goodAnswer,
      name: 'Bass Knob for Tempest Amplifiers',
      seriesName: 'Tempest',
      confidence: 90,
    });
    const [outcome] = await createOpenAiEnhancer(settings()).enhanceMany([
      { ...input, name: 'bass knob for tempest amps', seriesName: null },
    ]);
    expect(outcome!.ok && outcome!.result.confidence).toBe(70);
    expect(outcome!.ok && outcome!.result.reasons.confidence).toContain(
      'neither the file nor the name alone gives the series Tempest',
    );
  });

  it('puts back a model number the model re-cased, and says so (issue 15 item 19)', async () => {
    handler = answering({
      ...goodAnswer,
      name: 'Kite KT-69x 6x9" Coaxial Speakers',
      category: 'Speakers',
      subcategory: 'Coaxial Speakers',
      seriesName: null,
      confidence: 95,
    });
    const [outcome] = await createOpenAiEnhancer(settings()).enhanceMany([
      { ...input, name: 'Kite KT-69X 6x9 coax', sku: 'KT-69X' },
    ]);
    expect(outcome!.ok && outcome!.result.name).toBe('Kite KT-69X 6x9" Coaxial Speakers');
    expect(outcome!.ok && outcome!.result.confidence).toBe(85);
    expect(outcome!.ok && outcome!.result.reasons.confidence).toContain('KT-69x → KT-69X');
  });

  it('fails an answer whose name changed, dropped or made up a model number', async () => {
    for (const [name, error] of [
      [
        'Storm ST5000.1 Monoblock Amplifier',
        'The AI provider’s name changed or dropped the model number ST500.1',
      ],
      ['Storm Monoblock Amplifier', 'The AI provider’s name changed or dropped the model number ST500.1'],
      [
        'Storm ST500.1 Monoblock Amplifier ST-1000',
        'The AI provider’s name adds ST-1000, which the original does not have',
      ],
    ]) {
      handler = answering({ ...goodAnswer, name });
      expect(await enhanceOne()).toEqual({ ok: false, error });
    }
  });

  it('keeps at most AI_CONCURRENCY requests in flight, answering in the inputs’ order', async () => {
    handler = (body, res) => {
      const product = JSON.parse((body.messages as { content: string }[])[1]!.content) as { name: string };
      setTimeout(
        () => completion(res, JSON.stringify({ ...goodAnswer, name: `${product.name} Amplifier` })),
        30,
      );
    };
    const inputs = Array.from({ length: 8 }, (_, i) => ({ ...input, name: `storm st${i}00.1` }));
    const outcomes = await createOpenAiEnhancer(settings({ concurrency: 2 })).enhanceMany(inputs);
    expect(requests).toHaveLength(8);
    expect(maxInFlight).toBe(2);
    expect(outcomes.map((o) => o.ok && o.result.name)).toEqual(inputs.map((i) => `${i.name} Amplifier`));
  });

  it('stops when its job is stopped', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = createOpenAiEnhancer(settings()).enhanceMany([input], controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });
});

describe('enhancerFor', () => {
  it('is the offline enhancer without a provider, the provider with one, one per settings', () => {
    expect(enhancerFor(undefined).kind).toBe('offline');
    const provider = enhancerFor(settings());
    expect(provider.kind).toBe('openai');
    expect(enhancerFor(settings())).toBe(provider);
  });
});
