/**
 * Bahn Frei on the table in 3D: the map board (a stylised outline of the
 * country around the stations), routes with their coloured spaces, express
 * routes in red, stations (red hubs larger), the passenger cards (beside
 * their stations, under the cars of the plates: destination and rounds left,
 * from one atlas texture), and the wooden locomotives. Repeated things are
 * instanced, so the draw calls stay flat in the size of the map. It draws;
 * it never decides.
 */
import { useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls, Html } from '@react-three/drei';
import { Shape, Vector3 } from 'three';
import { layoutLabels } from './label-layout';
import type { RailMap } from '../../rail';
import { Table } from '../Table';
import { FramedCamera } from '../FramedCamera';
import type { Bounds2D } from '../bounds';
import { useScreenInset } from '../frame-room';
import { RailTableProbe, type DrawnRailPiece, type DrawnTrain } from './RailTableProbe';
import { InstancedMarks } from '../InstancedMarks';
import { InstancedDiscs } from './InstancedDiscs';
import { Locomotives, type RailTrain } from './Locomotives';
import { railInstances, RAIL_SCALE } from './rail-instances';
import { tablePieces, type TablePieces } from './table-pieces';
import { PassengerCards, type DrawnCard } from './PassengerCards';
import { plateCards, waitingCards, type Face } from './card-layout';
import { ExplainSpots, type ExplainSpot } from '../table/Explain';

export interface RailSceneToken {
  readonly id: string;
  readonly space: number;
  readonly color: string;
}

export interface RailMapSceneProps {
  readonly map: RailMap;
  readonly tokens: readonly RailSceneToken[];
  /** The passenger cards: waiting ones by departure station, and aboard by train and car (index 0 = car 1). */
  readonly cards?: { readonly waiting: ReadonlyMap<string, readonly Face[]>; readonly aboard: readonly (readonly (readonly Face[])[])[] } | undefined;
  /** Under `?debug`: where each card is drawn, every frame. */
  readonly onCardsDrawn?: ((cards: readonly DrawnCard[]) => void) | undefined;
  readonly closedRoutes?: readonly string[];
  /** Names beside the stations (hubs always; all when true). */
  readonly names?: boolean;
  /** The round track, complaint-O-meter, voucher circle, event card and train plates, laid out below the map. */
  readonly pieces?: TablePieces | undefined;
  /** Under `?debug`: where each train and the corners of the table's pieces are drawn, every frame. */
  readonly onTableDrawn?: ((trains: readonly DrawnTrain[], pieces: readonly DrawnRailPiece[]) => void) | undefined;
}

/** The same rectangle while its numbers stay the same: the framing glides only when the table really changes. */
function useStableBounds(b: Bounds2D): Bounds2D {
  const { minX, maxX, minZ, maxZ } = b;
  return useMemo(() => ({ minX, maxX, minZ, maxZ }), [minX, maxX, minZ, maxZ]);
}

export function RailMapScene({ map, tokens, cards, onCardsDrawn, closedRoutes = [], names = true, pieces, onTableDrawn }: RailMapSceneProps) {
  const inst = useMemo(() => railInstances(map, closedRoutes), [map, closedRoutes]);
  const mapBounds = inst.bounds;
  const side = useMemo(() => (pieces ? tablePieces(pieces, mapBounds.minX + 0.8, mapBounds.maxZ + 0.4, mapBounds.maxX - mapBounds.minX - 1.6) : null), [pieces, mapBounds]);
  // The map and the pieces below it, framed in the part of the view no panel (the seat cards) covers
  // (src/scene/frame-room.ts). The pieces are laid out anew each turn, but their rectangle keeps its numbers.
  const bounds = useStableBounds(side ? { ...mapBounds, maxZ: mapBounds.maxZ + side.depth } : mapBounds);
  const inset = useScreenInset();
  // The printed board lies 0.3 inside the map's rectangle on every side.
  const board = useMemo(() => ({ minX: mapBounds.minX + 0.3, maxX: mapBounds.maxX - 0.3, minZ: mapBounds.minZ + 0.3, maxZ: mapBounds.maxZ - 0.3 }), [mapBounds]);
  const mcx = (mapBounds.minX + mapBounds.maxX) / 2;
  const mcz = (mapBounds.minZ + mapBounds.maxZ) / 2;
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cz = (bounds.minZ + bounds.maxZ) / 2;
  const land = useMemo(() => {
    const shape = new Shape();
    inst.outline.forEach((p, i) => (i === 0 ? shape.moveTo(p.x, -p.z) : shape.lineTo(p.x, -p.z)));
    return shape;
  }, [inst.outline]);
  const trains: RailTrain[] = useMemo(() => {
    const bySpace = new Map<number, number>();
    return tokens.map((t) => {
      const p = inst.points[t.space] ?? inst.points[0] ?? { x: 0, z: 0 };
      const k = bySpace.get(t.space) ?? 0;
      bySpace.set(t.space, k + 1);
      return { id: t.id, x: p.x + k * 0.5, z: p.z - 0.7 - k * 0.8, color: t.color, cube: t.id.startsWith('cube-') };
    });
  }, [tokens, inst.points]);
  // A tap on a station or on a piece beside the map opens the glossary's words for it (the shell's explanation bubble).
  const explained: ExplainSpot[] = useMemo(() => {
    const stations = map.stations.map((st, i) => {
      const d = inst.stations[i]!;
      return { x: d.x, y: 0.1, z: d.z, r: Math.max(0.45, d.r * 1.2), what: { term: st.hub ? 'Red station' : 'Black station' } };
    });
    const beside = (side?.explain ?? []).map((e) => ({ x: e.x, y: 0.1, z: e.z, r: e.r, what: { term: e.term } }));
    return [...stations, ...beside];
  }, [map, inst.stations, side]);
  // Passenger cards: larger on a narrow screen, so that a phone can still read them.
  const narrow = useThree((t) => t.size.width < 600);
  const placed = useMemo(() => {
    if (!cards) return [];
    const waiting = waitingCards(map, cards.waiting, narrow ? 1.5 : 1);
    return side ? [...waiting, ...plateCards(side.cars, cards.aboard)] : waiting;
  }, [map, cards, side, narrow]);
  return (
    <>
      <group position={[cx, 0, cz]}>
        <Table width={bounds.maxX - bounds.minX + 1} depth={bounds.maxZ - bounds.minZ + 1} />
      </group>
      {/* The printed board. */}
      <mesh position={[mcx, 0.01, mcz]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[board.maxX - board.minX, board.maxZ - board.minZ]} />
        <meshStandardMaterial color="#bcd3e0" roughness={0.95} />
      </mesh>
      <mesh position={[0, 0.02, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <shapeGeometry args={[land]} />
        <meshStandardMaterial color="#efe6cf" roughness={0.95} />
      </mesh>
      <FramedCamera bounds={bounds} inset={inset} ease />
      {onTableDrawn && <RailTableProbe trains={trains} board={board} pieces={side} onDrawn={onTableDrawn} />}
      <InstancedMarks items={inst.bars} y={0.035} height={0.02} />
      <InstancedDiscs items={inst.spaces} y={0.06} height={0.05} />
      <InstancedDiscs items={inst.stations} y={0.07} height={0.08} />
      <PassengerCards cards={placed} onDrawn={onCardsDrawn} />
      <Locomotives trains={trains} />
      <ExplainSpots spots={explained} />
      {side && (
        <>
          <InstancedMarks items={side.flat} y={0.03} height={0.05} />
          <InstancedMarks items={side.cards} y={0.09} height={0.03} />
          <InstancedMarks items={side.tall} y={0.2} height={0.3} />
          {side.labels.map((l) => (
            <Html key={l.text.split(' ')[0]} position={[l.x, 0.05, l.z]} zIndexRange={[3, 0]} style={{ pointerEvents: 'none' }}>
              <span className="rail-3d-name piece">{l.text}</span>
            </Html>
          ))}
        </>
      )}
      {names && <StationNames map={map} />}
      <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={4} maxDistance={120} />
    </>
  );
}

const probeA = new Vector3();
const probeB = new Vector3();

/** How many screen pixels one map unit takes now (the camera glides, so this is read each frame and kept when it barely changes). */
function usePixelsPerMapUnit(): number {
  const [ppu, setPpu] = useState(0);
  const last = useRef(0);
  useFrame(({ camera, size }) => {
    probeA.set(0, 0, 0).project(camera);
    probeB.set(20 * RAIL_SCALE, 0, 0).project(camera);
    const px = Math.hypot(((probeB.x - probeA.x) * size.width) / 2, ((probeB.y - probeA.y) * size.height) / 2) / 20;
    if (px > 0 && Number.isFinite(px) && Math.abs(px - last.current) > last.current * 0.04) {
      last.current = px;
      setPpu(px);
    }
  });
  return ppu;
}

/**
 * The station names, laid out (src/scene/rail/label-layout.ts) at the size they are drawn on the screen now, so
 * that none covers another name or a station. The names are 11.5 px (hubs 12.8 px, 9.6 px on a narrow screen) in a
 * heavy weight: their estimated boxes are made a little larger than the light text the layout assumes.
 */
function StationNames({ map }: { map: RailMap }) {
  const ppu = usePixelsPerMapUnit();
  const narrow = typeof window !== 'undefined' && window.innerWidth <= 720;
  const spots = useMemo(() => {
    if (ppu <= 0) return null;
    const grow = 1.18;
    return layoutLabels(map, { name: ((narrow ? 9.6 : 11.52) * grow) / ppu, hub: (12.8 * grow) / ppu });
  }, [map, ppu, narrow]);
  if (!spots) return null;
  return (
    <>
      {map.stations.map((st, i) => {
        const spot = spots[i]!;
        const shift = spot.anchor === 'end' ? '-100%' : spot.anchor === 'middle' ? '-50%' : '0';
        return (
          <Html key={st.id} position={[spot.x * RAIL_SCALE, 0.1, (spot.box.y0 + 2) * RAIL_SCALE]} zIndexRange={[3, 0]} style={{ pointerEvents: 'none' }}>
            <span className={st.hub ? 'rail-3d-name hub' : 'rail-3d-name'} data-label={st.name} style={{ transform: `translate(${shift}, 0)`, lineHeight: 1 }}>
              {st.name}
            </span>
          </Html>
        );
      })}
    </>
  );
}
