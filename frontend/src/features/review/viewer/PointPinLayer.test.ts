import { pointIn } from './PointPinLayer';

describe('pointIn', () => {
  const rect = { left: 10, top: 20, width: 300, height: 200 };

  it('gives the spot as a share of the width and height, to four places', () => {
    expect(pointIn(rect, 110, 120)).toEqual({ x: 0.3333, y: 0.5 });
  });

  it('keeps a click on the edge inside the picture', () => {
    expect(pointIn(rect, 0, 400)).toEqual({ x: 0, y: 1 });
  });

  it('places nothing on an image not laid out yet', () => {
    expect(pointIn({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toBeNull();
  });
});
