import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-scale';

describe('fitWithin: photos fit 256x256 keeping their aspect ratio', () => {
  it('scales a 640x480 camera frame to 256x192', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 256, height: 192 });
  });

  it('scales portrait and square images by their longer side', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 192, height: 256 });
    expect(fitWithin(1000, 1000)).toEqual({ width: 256, height: 256 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(256, 256)).toEqual({ width: 256, height: 256 });
  });

  it('keeps the ratio within rounding and never rounds a side to zero', () => {
    const { width, height } = fitWithin(4000, 3);
    expect(width).toBe(256);
    expect(height).toBe(1);
    const wide = fitWithin(1920, 1080);
    expect(wide).toEqual({ width: 256, height: 144 });
  });

  it('gives nothing for an image without a size (not decoded)', () => {
    expect(fitWithin(0, 480)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 10)).toEqual({ width: 0, height: 0 });
  });

  it('honours another bound', () => {
    expect(fitWithin(640, 480, 64)).toEqual({ width: 64, height: 48 });
  });
});
