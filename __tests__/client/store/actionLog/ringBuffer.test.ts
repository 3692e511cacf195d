import { RingBuffer } from '../../../../src/client/store/actionLog/ringBuffer';

describe('RingBuffer', () => {
  it('keeps items oldest first until full, then evicts the oldest', () => {
    const buffer = new RingBuffer<number>(3);
    expect([1, 2, 3].map((n) => buffer.push(n))).toEqual([undefined, undefined, undefined]);
    expect(buffer.push(4)).toBe(1);
    expect(buffer.push(5)).toBe(2);
    expect(buffer.toArray()).toEqual([3, 4, 5]);
    expect(buffer.size).toBe(3);
  });

  it('clears', () => {
    const buffer = new RingBuffer<number>(2);
    buffer.push(1);
    buffer.clear();
    expect(buffer.toArray()).toEqual([]);
    buffer.push(7);
    expect(buffer.toArray()).toEqual([7]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
  });
});
