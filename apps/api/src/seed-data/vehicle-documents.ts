/**
 * Generated paperwork for the demo catalogue: a condition report and the documents of a vehicle
 * (history report, safety certificate, service records) as small self-contained HTML pages, and
 * the Home banner pictures as SVG. Pure functions: the seed writes their output to files.
 */
import { createRng } from './generate-catalogue';
import { escapeMarkup } from '../shared/markup';

export type PaperworkVehicle = {
  vehicleName: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  vin: string;
  miles: number;
  colourName: string;
  fuelType: string;
  transmission: string;
  drivetrain: string;
  province: string;
  city: string;
  dealerName: string;
};

/** A stable number from a text (FNV-1a), so a vehicle's paperwork is the same on every seed. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const km = (value: number) => `${value.toLocaleString('en-CA')} km`;

function page(title: string, subtitle: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f6f9;color:#1d2430}
main{max-width:820px;margin:24px auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.15rem;margin:28px 0 8px;border-bottom:1px solid #e3e7ee;padding-bottom:6px}
p.sub{color:#5b6675;margin:0 0 16px}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #eef1f5}
th{width:38%;color:#5b6675;font-weight:600}.good{color:#1e7b34}.fair{color:#a66a00}.note{color:#5b6675;font-size:.9rem;margin-top:24px}
</style></head><body><main><h1>${escapeMarkup(title)}</h1><p class="sub">${escapeMarkup(subtitle)}</p>
${body}
<p class="note">Generated for the MarketDrop demo catalogue. MarketDrop, Toronto, Ontario.</p></main></body></html>
`;
}

function rows(items: [string, string][]): string {
  return `<table>${items.map(([k, v]) => `<tr><th>${escapeMarkup(k)}</th><td>${escapeMarkup(v)}</td></tr>`).join('')}</table>`;
}

function identity(v: PaperworkVehicle): string {
  return rows([
    ['Vehicle', v.vehicleName],
    ['VIN', v.vin],
    ['Odometer', km(v.miles)],
    ['Exterior colour', v.colourName],
    ['Fuel type', v.fuelType],
    ['Transmission', v.transmission],
    ['Drivetrain', v.drivetrain],
    ['Location', `${v.city}, ${v.province}`],
    ['Seller', v.dealerName],
  ]);
}

const AREAS: Record<string, string[]> = {
  Exterior: ['Paint and finish', 'Body panels', 'Glass and mirrors', 'Lights'],
  Interior: ['Seats and upholstery', 'Dashboard and controls', 'Climate control', 'Infotainment'],
  Mechanical: ['Engine', 'Transmission', 'Brakes', 'Suspension and steering', 'Battery'],
  'Tires and wheels': ['Front tires', 'Rear tires', 'Wheels and rims'],
};

/** A condition report: an inspection of each area with a grade and notes. */
export function conditionReportHtml(v: PaperworkVehicle, now: Date): string {
  const rng = createRng(hashOf(`report:${v.vin}`));
  const ageYears = Math.max(0, now.getUTCFullYear() - v.year);
  const sections = Object.entries(AREAS)
    .map(([area, items]) => {
      const lines = items.map((item): [string, string] => {
        const worn = rng.chance(Math.min(0.5, 0.06 + ageYears * 0.04));
        if (item.endsWith('tires')) {
          const tread = worn ? rng.int(3, 5) : rng.int(6, 9);
          return [item, `${tread}/32" tread${worn ? ' (replace soon)' : ''}`];
        }
        return [
          item,
          worn
            ? rng.pick(['Light wear for its age', 'Minor scratches noted', 'Service recommended'])
            : 'Good',
        ];
      });
      return `<h2>${escapeMarkup(area)}</h2>${rows(lines)}`;
    })
    .join('\n');
  const grade = (4.8 - Math.min(2, ageYears * 0.15) - rng.next() * 0.6).toFixed(1);
  return page(
    `Condition report: ${v.vehicleName}`,
    `Overall grade ${grade} / 5 · inspected at ${v.dealerName}, ${v.city}`,
    `${identity(v)}\n${sections}`,
  );
}

/** The document names a vehicle may carry, in the order they are listed. */
export const DOCUMENT_NAMES = ['Vehicle history report', 'Safety certificate', 'Service records'];

/** One document of a vehicle, by name (one of DOCUMENT_NAMES). */
export function vehicleDocumentHtml(v: PaperworkVehicle, name: string): string {
  const rng = createRng(hashOf(`${name}:${v.vin}`));
  if (name === 'Vehicle history report') {
    const owners = rng.int(1, 3);
    return page(
      `${name}: ${v.vehicleName}`,
      `VIN ${v.vin}`,
      `${identity(v)}<h2>History</h2>${rows([
        ['Owners', String(owners)],
        ['Registered in', v.province],
        ['Accidents reported', 'None'],
        ['Liens', 'None registered'],
        ['Odometer readings', 'Consistent, no rollback detected'],
        ['Import or export', 'Canadian vehicle'],
      ])}`,
    );
  }
  if (name === 'Safety certificate') {
    return page(
      `${name}: ${v.vehicleName}`,
      `Safety standards certificate · ${v.province}`,
      `${identity(v)}<h2>Inspection</h2>${rows([
        ['Result', 'Passed'],
        ['Certificate number', `SC-${rng.int(100000, 999999)}`],
        ['Inspecting station', `${v.dealerName} service centre`],
        ['Brakes', 'Within specification'],
        ['Tires', 'Within specification'],
        ['Lights and signals', 'Working'],
      ])}`,
    );
  }
  const visits = Math.max(1, Math.min(8, Math.round(v.miles / 12000)));
  const services = Array.from({ length: visits }, (_, i): [string, string] => {
    const at = Math.round(((i + 1) * v.miles) / (visits + 0.5) / 100) * 100;
    return [
      km(at),
      rng.pick([
        'Oil and filter change, tire rotation',
        'Oil change, multi-point inspection',
        'Brake inspection, cabin air filter',
        'Oil change, engine air filter, wiper blades',
        'Seasonal tire change and balance',
      ]),
    ];
  });
  return page(
    `${name}: ${v.vehicleName}`,
    `VIN ${v.vin}`,
    `${identity(v)}<h2>Services</h2>${rows(services)}`,
  );
}

/** A wide hero picture for a Home banner (1600x600). */
export function bannerSvg(options: { title: string; index: number }): string {
  const palettes = [
    ['#0b3d91', '#1f6fd1', '#f5b400'],
    ['#5a1a8c', '#b23a9a', '#ffd166'],
    ['#0f5132', '#2e9e6b', '#f3f7a1'],
  ];
  const [from, to, accent] = palettes[options.index % palettes.length]!;
  const title = escapeMarkup(options.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#g)"/>` +
    `<circle cx="1320" cy="120" r="260" fill="#fff" opacity=".07"/><circle cx="1460" cy="520" r="180" fill="#fff" opacity=".06"/>` +
    `<path d="M860 470 L870 400 Q890 360 980 350 L1080 345 L1160 270 Q1185 250 1240 248 L1420 250 Q1470 254 1500 290 L1550 350 Q1590 360 1592 400 L1594 470 Z" fill="${accent}" opacity=".95"/>` +
    `<path d="M1100 345 L1170 282 Q1185 270 1240 269 L1310 270 L1310 345 Z M1325 270 L1410 271 Q1450 275 1470 300 L1500 345 L1325 345 Z" fill="#1d2430" opacity=".75"/>` +
    `<circle cx="1010" cy="470" r="56" fill="#1b1b1d"/><circle cx="1010" cy="470" r="30" fill="#9aa0a6"/>` +
    `<circle cx="1450" cy="470" r="56" fill="#1b1b1d"/><circle cx="1450" cy="470" r="30" fill="#9aa0a6"/>` +
    `<rect x="0" y="526" width="1600" height="74" fill="#000" opacity=".18"/>` +
    `</svg>`
  );
}
