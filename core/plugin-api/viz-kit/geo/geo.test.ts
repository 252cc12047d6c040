import { describe, expect, it } from 'vitest';
import { loadCountryBoundaries, loadWorldBoundaries, normalizeName, worldRegionId } from './boundaries.js';
import { FRANCE_DEPARTMENTS } from './france-departments.js';

describe('loadWorldBoundaries', () => {
  it('keys the countries by ISO alpha-3 code with English names, Antarctica left out', async () => {
    const { boundaries } = await loadWorldBoundaries();
    const ids = boundaries.regions.map((r) => r.id);
    expect(ids).toContain('FRA');
    expect(ids).toContain('USA');
    expect(ids).toContain('XKX');
    expect(ids).not.toContain('ATA');
    expect(boundaries.regions.find((r) => r.id === 'DEU')?.name).toBe('Germany');
    expect(new Set(ids.filter((id) => id !== null)).size).toBe(ids.filter((id) => id !== null).length);
  });

  it('matches entity values by name, alpha-2, alpha-3 and IOC code', async () => {
    const { codes } = await loadWorldBoundaries();
    expect(worldRegionId('France', 'name', codes)).toBe('FRA');
    expect(worldRegionId('united states of america', 'name', codes)).toBe('USA');
    expect(worldRegionId("Côte d'Ivoire", 'name', codes)).toBe('CIV');
    expect(worldRegionId('Atlantis', 'name', codes)).toBeNull();
    expect(worldRegionId('de', 'cca2', codes)).toBe('DEU');
    expect(worldRegionId('bra', 'cca3', codes)).toBe('BRA');
    expect(worldRegionId('GER', 'cioc', codes)).toBe('DEU');
    expect(worldRegionId('FRA', 'cioc', codes)).toBe('FRA');
    expect(worldRegionId(null, 'cca3', codes)).toBeNull();
    expect(worldRegionId('  ', 'cca3', codes)).toBeNull();
  });

  it('lays the world out inside the box', async () => {
    const { boundaries } = await loadWorldBoundaries();
    const layout = boundaries.layout(800, 400);
    expect(layout.frames).toEqual([]);
    expect(layout.shapes.length).toBeGreaterThan(170);
    for (const shape of layout.shapes) {
      const [[x0, y0], [x1, y1]] = shape.bounds;
      expect(x0).toBeGreaterThanOrEqual(-1);
      expect(y0).toBeGreaterThanOrEqual(-1);
      expect(x1).toBeLessThanOrEqual(801);
      expect(y1).toBeLessThanOrEqual(401);
    }
  });
});

describe('loadCountryBoundaries', () => {
  it("maps every one of France's 101 departments to its ISO 3166-2 code, overseas ones as insets", async () => {
    const france = await loadCountryBoundaries('france');
    expect(france.regions.map((r) => r.id).sort()).toEqual(FRANCE_DEPARTMENTS.map((d) => d.iso).sort());
    expect(france.regions.filter((r) => r.inset).map((r) => r.id).sort()).toEqual(['FR-971', 'FR-972', 'FR-973', 'FR-974', 'FR-976']);
    expect(france.regions.find((r) => r.id === 'FR-54')?.name).toBe('Meurthe-et-Moselle');
    const layout = france.layout(900, 600);
    expect(layout.frames.map((f) => f.label)).toEqual(expect.arrayContaining(['Guadeloupe', 'La Réunion', 'Mayotte']));
    const paris = layout.shapes.find((s) => s.id === 'FR-75')!;
    // The mainland sits right of the inset column.
    expect(paris.centroid[0]).toBeGreaterThan(layout.frames[0]!.x + layout.frames[0]!.width);
  });

  it('maps the US states, DC and Puerto Rico to US- codes', async () => {
    const usa = await loadCountryBoundaries('usa');
    const ids = usa.regions.map((r) => r.id);
    expect(ids).toHaveLength(52);
    expect(ids).toEqual(expect.arrayContaining(['US-CA', 'US-DC', 'US-AK', 'US-HI', 'US-PR']));
    expect(usa.regions.find((r) => r.id === 'US-NY')?.name).toBe('New York');
    // Albers USA has no place for Puerto Rico: the 50 states and DC are drawn.
    expect(usa.layout(960, 600).shapes).toHaveLength(51);
  });
});

describe('normalizeName', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(normalizeName("Côte d'Ivoire")).toBe('cotedivoire');
  });
});
