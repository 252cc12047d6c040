import { describe, expect, it } from 'vitest';
import { clusterPoints, projectToPixels } from './cluster.js';

const point = (lon: number, lat: number, radius: number | null = null) => ({ position: [lon, lat] as [number, number], radius, tooltip: [['id', `${lon}`]] as Array<[string, string]> });

describe('clusterPoints', () => {
  it('projects to Web-Mercator pixels', () => {
    expect(projectToPixels([0, 0], 0)).toEqual([128, 128]);
    expect(projectToPixels([180, 0], 1)[0]).toBe(512);
  });

  it('joins points closer than the radius and splits them when zoomed in', () => {
    const points = [point(-122.41, 37.77, 2), point(-122.411, 37.771, 4), point(-73.9, 40.7, 1)];
    const far = clusterPoints(points, 4, 60, 'sum');
    expect(far).toHaveLength(2);
    expect(far[0]).toMatchObject({ count: 2, value: 6, tooltip: [] });
    expect(far[1]).toMatchObject({ count: 1, value: 1, tooltip: [['id', '-73.9']] });
    expect(clusterPoints(points, 18, 60)).toHaveLength(3);
    expect(clusterPoints(points, 4, 60, 'max')[0]!.value).toBe(4);
    expect(clusterPoints(points, 4, 60, 'mean')[0]!.value).toBe(3);
  });

  it('leaves every point alone with a radius of 0', () => {
    expect(clusterPoints([point(0, 0), point(0, 0)], 1, 0)).toHaveLength(2);
  });
});
