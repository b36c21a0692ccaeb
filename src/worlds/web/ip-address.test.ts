import { describe, expect, it } from 'vitest';
import { formatIp, parseIPv4, parseIPv6, parseIp } from './ip-address.ts';

const v4 = (text: string) => {
  const bytes = parseIPv4(text);
  return bytes ? formatIp(bytes) : null;
};
const v6 = (text: string) => {
  const bytes = parseIPv6(text);
  return bytes ? formatIp(bytes) : null;
};

describe('IP literals', () => {
  it('read IPv4 in every inet_aton spelling', () => {
    expect(v4('127.0.0.1')).toBe('127.0.0.1');
    expect(v4('2130706433')).toBe('127.0.0.1');
    expect(v4('0x7f000001')).toBe('127.0.0.1');
    expect(v4('0x7f.1')).toBe('127.0.0.1');
    expect(v4('0177.0.0.1')).toBe('127.0.0.1');
    expect(v4('127.1')).toBe('127.0.0.1');
    expect(v4('10.1.258')).toBe('10.1.1.2');
    expect(v4('169.254.43518')).toBe('169.254.169.254');
    expect(v4('1.2.3.4.')).toBe('1.2.3.4');
    expect(v4('0x')).toBe('0.0.0.0');
  });

  it('refuse what is not an IPv4 address', () => {
    for (const text of [
      '',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.256',
      '4294967296',
      '08.1.1.1',
      'a.b.c.d',
      '1..2',
      'localhost',
      '1.2.3.example',
    ]) {
      expect(parseIPv4(text), text).toBeNull();
    }
  });

  it('read IPv6, with :: and dotted tails', () => {
    expect(v6('::1')).toBe('::1');
    expect(v6('::')).toBe('::');
    expect(v6('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(v6('::ffff:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(v6('FE80::1')).toBe('fe80::1');
    expect(v6('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(v6('fd00:ec2::254')).toBe('fd00:ec2::254');
    for (const text of [
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'g::1',
      '::ffff:127.1',
      '1:2:3:4:5:6:7',
    ]) {
      expect(parseIPv6(text), text).toBeNull();
    }
  });

  it('accept URL host forms: brackets and zones dropped', () => {
    expect(formatIp(parseIp('[::1]') ?? new Uint8Array())).toBe('::1');
    expect(formatIp(parseIp('fe80::1%eth0') ?? new Uint8Array())).toBe('fe80::1');
    expect(parseIp('example.com')).toBeNull();
  });
});
