import { describe, expect, it } from 'vitest';
import { FrameReader, StompError, serializeFrame } from './stomp-frames';

describe('STOMP frames', () => {
  it('reads frames split across chunks, several in a chunk, heart-beats between', () => {
    const reader = new FrameReader(1024);
    expect(reader.push('\nSUBSCRIBE\nid:0\ndesti')).toEqual([]);
    const frames = reader.push('nation:/topic/bi\n\n\0\r\n\nDISCONNECT\r\nreceipt:1\r\n\r\n\0\n');
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '0', destination: '/topic/bi' }, body: '' },
      { command: 'DISCONNECT', headers: { receipt: '1' }, body: '' },
    ]);
  });

  it('decodes escaped headers except in CONNECT, and keeps the first of repeated headers', () => {
    const reader = new FrameReader(1024);
    const [frame] = reader.push('UNSUBSCRIBE\nid:a\\cb\\\\c\\nd\nid:second\n\n\0');
    expect(frame?.headers).toEqual({ id: 'a:b\\c\nd' });
    const [connect] = reader.push('CONNECT\npasscode:a\\cb\n\n\0');
    expect(connect?.headers).toEqual({ passcode: 'a\\cb' });
  });

  it('refuses undefined escapes, unknown commands and frames over the limit (in bytes)', () => {
    expect(() => new FrameReader(1024).push('SUBSCRIBE\nid:\\t\n\n\0')).toThrow(StompError);
    expect(() => new FrameReader(1024).push('MESSAGE\n\n\0')).toThrow('Unknown command');
    expect(() => new FrameReader(20).push(`SEND\nx:${'é'.repeat(8)}`)).toThrow('larger than');
    expect(new FrameReader(20).push(`SEND\nx:${'e'.repeat(6)}\n\n\0`)).toHaveLength(1);
  });

  it('writes frames with escaped headers, byte content-length and a NUL', () => {
    expect(serializeFrame('MESSAGE', { destination: '/topic/bi', id: 'a:b' }, '{"é":1}')).toBe(
      'MESSAGE\ndestination:/topic/bi\nid:a\\cb\ncontent-length:8\n\n{"é":1}\0',
    );
    expect(serializeFrame('CONNECTED', { version: '1.2' })).toBe('CONNECTED\nversion:1.2\n\n\0');
  });
});
