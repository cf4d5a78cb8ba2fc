import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBunnyStorage, startFakeBunnyStorage } from '@/test/fakes/bunny-storage.ts';
import { BunnyStorageError, bunnyOrigin, createBunnyStorage } from './bunny.ts';

let fake: FakeBunnyStorage;
beforeAll(async () => {
  fake = await startFakeBunnyStorage({ zone: 'zone-a' });
});
afterAll(async () => {
  await fake.close();
});

const driver = (accessKey = fake.accessKey) =>
  createBunnyStorage({ zone: fake.zone, accessKey, host: fake.host, pullZoneUrl: 'https://z.b-cdn.net' });

describe('Bunny storage driver', () => {
  it('PUTs into the zone under the key (what the fake holds)', async () => {
    await driver().put('products/p/1.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(fake.objects.get('products/p/1.webp')?.toString()).toBe('webp bytes');
    const stored = await driver().getStream('products/p/1.webp');
    expect(stored?.contentType).toBe('image/webp');
    stored?.body.resume();
  });

  it('says clearly when the access key is wrong', async () => {
    const wrong = driver('not-the-key');
    await expect(wrong.put('products/p/2.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /refused the access key for zone 'zone-a' \(401\): check BUNNY_STORAGE_KEY/,
    );
    await expect(wrong.getStream('products/p/1.webp')).rejects.toBeInstanceOf(BunnyStorageError);
    await expect(wrong.head('products/p/1.webp')).rejects.toThrow(/401/);
    await expect(wrong.delete('products/p/1.webp')).rejects.toThrow(/401/);
    expect(fake.objects.has('products/p/2.png')).toBe(false);
  });

  it('is never an upload target', async () => {
    await expect(driver().createUploadUrl('logos/x/y.png', 'u', 60)).rejects.toThrow(/not an upload target/);
    expect(driver().keyFromUploadUrl('https://z.b-cdn.net/logos/x/y.png')).toBeNull();
  });
});

describe('bunnyOrigin', () => {
  it('speaks https to a host name and http to a loopback host', () => {
    expect(bunnyOrigin('storage.bunnycdn.com')).toBe('https://storage.bunnycdn.com');
    expect(bunnyOrigin('ny.storage.bunnycdn.com')).toBe('https://ny.storage.bunnycdn.com');
    expect(bunnyOrigin('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(bunnyOrigin('localhost:9')).toBe('http://localhost:9');
    expect(bunnyOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(bunnyOrigin('https://storage.bunnycdn.com')).toBe('https://storage.bunnycdn.com');
  });

  it('refuses plain http to anything but loopback', () => {
    expect(() => bunnyOrigin('http://storage.bunnycdn.com')).toThrow(/loopback/);
    expect(() => bunnyOrigin('http://10.0.0.5:80')).toThrow(/loopback/);
    expect(() => bunnyOrigin('ftp://storage.bunnycdn.com')).toThrow(/http\(s\)/);
  });
});
