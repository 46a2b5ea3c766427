import type { GermanMapPlace, GermanWorldMap } from '../../shared/guide/text/german-world-map.ts';
import { t } from '../i18n/messages.ts';
import styles from './scarlet-keys-map.module.css';
import { type MarkerShape, mapWords, markerShape } from './scarlet-keys-map-labels.ts';

// The Scarlet Keys' world map in the guide dialog: a drawing of the places and paths (decorative,
// hidden from screen readers) and with it in words what it shows — where the group is, the
// time passed of the time there is, where it may travel and at what cost, where it stopped,
// what is still closed, and who holds each key. At the embark question a click on a place the
// group may travel to chooses it, the same answer as the question's radio button (the keyboard's
// way); there the question's list names the places open and their travel time, so the map does not.

/** Marker radius in map units: at the smallest window the map is drawn at about half its size (≥ 24 px targets). */
const R = 13;
/** Label size in map units, and the width a letter of it takes about. */
const FONT = 24;
const LETTER = 13;
const MARGIN = 24;

/** The part of the map the places and their names take (x, y, width, height): the oceans around stay out. */
function drawnBox(places: readonly GermanMapPlace[]): [number, number, number, number] {
  const reach = (place: GermanMapPlace) => R + 8 + place.name.length * LETTER;
  const left = Math.min(...places.map((place) => place.x - (place.label === 'left' ? reach(place) : R))) - MARGIN;
  const right = Math.max(...places.map((place) => place.x + (place.label === 'right' ? reach(place) : R))) + MARGIN;
  const top = Math.min(...places.map((place) => place.y)) - R - FONT - MARGIN;
  const bottom = Math.max(...places.map((place) => place.y)) + R + MARGIN;
  return [left, top, right - left, bottom - top];
}

const MARKS: Record<MarkerShape, string | undefined> = {
  here: styles.markHere,
  chosen: styles.markChosen,
  open: styles.markOpen,
  visited: styles.markVisited,
  closed: styles.markClosed,
};

function Marker({ place, shape }: { place: GermanMapPlace; shape: MarkerShape }) {
  const outline = place.side ? (
    <rect
      x={place.x - R}
      y={place.y - R}
      width={R * 2}
      height={R * 2}
      transform={`rotate(45 ${place.x} ${place.y})`}
      className={MARKS[shape]}
    />
  ) : (
    <circle cx={place.x} cy={place.y} r={R} className={MARKS[shape]} />
  );
  const d = R * 0.55;
  return (
    <>
      {shape === 'here' && <circle cx={place.x} cy={place.y} r={R + 8} className={styles.ring} />}
      {outline}
      {shape === 'here' && <circle cx={place.x} cy={place.y} r={R / 2} className={styles.dot} />}
      {shape === 'visited' && (
        <path d={`M${place.x - d} ${place.y} l${d * 0.7} ${d * 0.8} l${d * 1.3} ${-d * 1.6}`} className={styles.sign} />
      )}
      {shape === 'closed' && (
        <path
          d={`M${place.x - d} ${place.y - d} l${d * 2} ${d * 2} M${place.x + d} ${place.y - d} l${-d * 2} ${d * 2}`}
          className={styles.sign}
        />
      )}
    </>
  );
}

function Drawing({
  map,
  choices,
  chosen,
  onChoose,
}: {
  map: GermanWorldMap;
  choices: ReadonlySet<string>;
  chosen: string | undefined;
  onChoose: ((id: string) => void) | undefined;
}) {
  const at = new Map(map.places.map((place) => [place.id, place]));
  const box = drawnBox(map.places);
  return (
    <svg
      className={styles.drawing}
      viewBox={box.join(' ')}
      aria-hidden="true"
      focusable="false"
      data-testid="guide-map-drawing"
    >
      <rect x={box[0]} y={box[1]} width={box[2]} height={box[3]} rx={24} className={styles.sea} />
      {map.paths.map(([from, to]) => {
        const a = at.get(from);
        const b = at.get(to);
        return a && b ? (
          <line key={`${from} ${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className={styles.path} />
        ) : null;
      })}
      {map.places.map((place) => {
        const choosable = onChoose !== undefined && choices.has(place.id);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the keyboard chooses the same in the radio group below.
          <g
            key={place.id}
            data-place={place.id}
            data-status={place.status}
            data-shape={markerShape(place, chosen)}
            className={choosable ? styles.choosable : undefined}
            onClick={choosable ? () => onChoose(place.id) : undefined}
          >
            {choosable && <circle cx={place.x} cy={place.y} r={R + 16} className={styles.hit} />}
            <Marker place={place} shape={markerShape(place, chosen)} />
          </g>
        );
      })}
      {/* The names after every mark, so no mark of a near place covers one. */}
      {map.places.map((place) => (
        <text
          key={place.id}
          x={place.label === 'left' ? place.x - R - 8 : place.x + R + 8}
          y={place.y + 8}
          textAnchor={place.label === 'left' ? 'end' : 'start'}
          className={place.status === 'closed' ? styles.nameMuted : styles.name}
        >
          {place.name}
        </text>
      ))}
    </svg>
  );
}

function Names({ title, names, testId, wide }: { title: string; names: string[]; testId: string; wide?: boolean }) {
  return (
    <div className={wide ? styles.wideGroup : styles.group} data-testid={testId}>
      <h4 className={styles.heading}>{title}</h4>
      <ul className={styles.names}>
        {(names.length ? names : [t.guideMapNone]).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The map. `choices`, `chosen` and `onChoose`: at the embark question, the places the group may
 * stop at, the one chosen in the question, and choosing one by a click on the drawing.
 */
export function ScarletKeysMap({
  map,
  choices = [],
  chosen,
  onChoose,
}: {
  map: GermanWorldMap;
  choices?: readonly string[];
  chosen?: string | undefined;
  onChoose?: (id: string) => void;
}) {
  const words = mapWords(map);
  return (
    <section className={styles.map} data-testid="guide-map" aria-label={t.guideMapTitle}>
      <p className={styles.facts}>
        <strong data-testid="guide-map-here">{words.here}</strong>
        <strong data-testid="guide-map-time">{words.time}</strong>
      </p>
      <Drawing map={map} choices={new Set(choices)} chosen={chosen} onChoose={onChoose} />
      <ul className={styles.legend} aria-label={t.guideMapLegend}>
        <li>
          <span aria-hidden="true">◎</span> {t.guideMapLegendHere}
        </li>
        <li>
          <span aria-hidden="true">○</span> {t.guideMapLegendOpen}
        </li>
        {onChoose && (
          <li>
            <span aria-hidden="true">●</span> {t.guideMapLegendChosen}
          </li>
        )}
        <li>
          <span aria-hidden="true">✓</span> {t.guideMapLegendVisited}
        </li>
        <li>
          <span aria-hidden="true">✕</span> {t.guideMapLegendClosed}
        </li>
        <li>
          <span aria-hidden="true">◇</span> {t.guideMapLegendSide}
        </li>
      </ul>
    </section>
  );
}

/**
 * The map in words beside the drawing: the places the group stopped at, those still closed and
 * each bound key; `withOpen`: also the places open with their travel time (the embark question
 * lists those itself).
 */
export function ScarletKeysMapWords({ map, withOpen }: { map: GermanWorldMap; withOpen: boolean }) {
  const words = mapWords(map);
  return (
    <div className={styles.words}>
      {withOpen && <Names title={t.guideMapOpen} names={words.open} testId="guide-map-open" wide />}
      <Names title={t.guideMapVisited} names={words.visited} testId="guide-map-visited" />
      <Names title={t.guideMapClosed} names={words.closed} testId="guide-map-closed" />
      <Names
        title={t.guideMapKeys}
        names={words.keys.length ? words.keys : [t.guideMapNoKeys]}
        testId="guide-map-keys"
      />
    </div>
  );
}
