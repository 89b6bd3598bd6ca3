import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveWebhookHost, type Resolve } from './webhook-address.ts';
import { sendDelivery } from './webhook-send.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('resolveWebhookHost', () => {
  const resolving =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name with any private address among its answers', async () => {
    expect(
      await resolveWebhookHost('hooks.example', false, resolving('93.184.216.34', '10.0.0.1')),
    ).toEqual({
      refused: 'URL must point to a public address',
    });
  });

  it('answers the first address of a public name, and any address when private ones are allowed', async () => {
    expect(await resolveWebhookHost('hooks.example', false, resolving('93.184.216.34'))).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(await resolveWebhookHost('hooks.example', true, resolving('10.0.0.1'))).toEqual({
      address: '10.0.0.1',
      family: 4,
    });
  });

  it('says so when a name does not resolve', async () => {
    const failing: Resolve = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await resolveWebhookHost('nowhere.example', false, failing)).toEqual({
      refused: 'The host name nowhere.example could not be resolved',
    });
  });
});

describe('sendDelivery', () => {
  it('connects to the address it checked, not to a second lookup (no DNS rebinding)', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let lookups = 0;
    // First a public answer, then (were it asked again) this machine.
    const rebinding: Resolve = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    try {
      const delivery = {
        url: `http://rebind.example:${port}/hook`,
        secret: 's',
        eventId: 'e',
        event: 'webhook.test',
        payload: '{}',
      };
      // Private addresses refused: http:// alone is refused before any lookup.
      expect(
        await sendDelivery(delivery, { allowPrivate: false, resolve: rebinding }),
      ).toMatchObject({
        ok: false,
        error: 'URL must be a valid https:// address',
      });
      const outcome = await sendDelivery(delivery, {
        allowPrivate: true,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        timeoutMs: 2_000,
      });
      expect(outcome).toEqual({ ok: true, status: 200 });
      expect(hits).toBe(1);
      const pinned = await sendDelivery(
        { ...delivery, url: `https://rebind.example:${port}/hook` },
        { allowPrivate: false, resolve: rebinding, timeoutMs: 500 },
      );
      // Checked public and pinned to 93.184.216.34: this machine's server is never reached.
      expect(pinned.ok).toBe(false);
      expect(lookups).toBe(1);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
