import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { blockedAddressMessage, isPublicAddress, resolvePermittedAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.16.4.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not-an-ip',
    // IPv4-compatible and IPv4-mapped IPv6, as typed and as URL parsing rewrites them
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::7f00:1',
    '[::7f00:1]',
    '::169.254.169.254',
    '::a9fe:a9fe',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::10.0.0.1',
    '::a00:1',
    '::8.8.8.8',
    '::808:808',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
  ])('blocks %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '[2001:4860:4860::8888]', '2a00:1450:4001:80b::200e'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('resolvePermittedAddress', () => {
  const refused = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  };

  it('refuses a host name that resolves to loopback (real DNS: localhost)', async () => {
    expect(await refused(resolvePermittedAddress('localhost', { allowPrivate: false }))).toBe(blockedAddressMessage);
  });

  it('refuses IP literals in private ranges, IPv6 in brackets included', async () => {
    expect(await refused(resolvePermittedAddress('169.254.169.254', { allowPrivate: false }))).toBe(
      blockedAddressMessage,
    );
    expect(await refused(resolvePermittedAddress('[::1]', { allowPrivate: false }))).toBe(blockedAddressMessage);
  });

  it.each([
    '[::127.0.0.1]',
    '[::169.254.169.254]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[0:0:0:0:0:0:7f00:1]',
    '[::0.0.0.0]',
  ])('refuses http://%s/, as the job-link import passes its host name', async (host) => {
    const hostname = new URL(`http://${host}/job`).hostname;
    expect(await refused(resolvePermittedAddress(hostname, { allowPrivate: false }))).toBe(blockedAddressMessage);
  });

  it('refuses a host whose DNS answer is an IPv4-compatible IPv6 address', async () => {
    const resolveHost = async () => [{ address: '::7f00:1', family: 6 as const }];
    expect(await refused(resolvePermittedAddress('sneaky.example', { allowPrivate: false, resolveHost }))).toBe(
      blockedAddressMessage,
    );
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolveHost = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.1', family: 4 as const },
    ];
    expect(await refused(resolvePermittedAddress('mixed.example', { allowPrivate: false, resolveHost }))).toBe(
      blockedAddressMessage,
    );
  });

  it('returns the checked address the connection will use', async () => {
    const resolveHost = async () => [{ address: '93.184.216.34', family: 4 as const }];
    expect(await resolvePermittedAddress('jobs.example', { allowPrivate: false, resolveHost })).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('says when a host cannot be found', async () => {
    const resolveHost = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await refused(resolvePermittedAddress('nowhere.invalid', { allowPrivate: false, resolveHost }))).toMatch(
      /could not find this website/,
    );
  });

  it('allows private addresses only with the explicit test flag', async () => {
    expect(await resolvePermittedAddress('127.0.0.1', { allowPrivate: true })).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});
