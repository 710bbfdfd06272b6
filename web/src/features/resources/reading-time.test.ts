import { describe, expect, it } from 'vitest';
import { RESOURCES } from './data/resources';
import { readingTime, wordCount } from './reading-time';

describe('reading time', () => {
  it('counts the words of the text at 200 a minute, rounded up', () => {
    expect(wordCount('Hola, ¿cómo estás? - 1,200 $')).toBe(4);
    expect(readingTime('palabra '.repeat(200))).toBe('1 min de lectura');
    expect(readingTime('palabra '.repeat(201))).toBe('2 min de lectura');
    expect(readingTime('')).toBe('1 min de lectura');
  });

  it('says of each article what its text takes to read', () => {
    for (const resource of RESOURCES) {
      const minutes = Number(readingTime(resource.content).split(' ')[0]);
      expect(minutes * 200).toBeGreaterThanOrEqual(wordCount(resource.content));
      expect((minutes - 1) * 200).toBeLessThan(wordCount(resource.content));
    }
  });
});
