//! The designed ExtracZon map, as const data.
//!
//! The rulebook describes the board but does not print it, so this project
//! designs one (see docs/games/extraczon.md). It is a 19 x 19 city grid:
//! streets run along rows and columns 2, 6, 12 and 16; every block between
//! streets is a building. The top-left quadrant (x 0..=8, y 0..=9) is drawn by
//! hand below and the other three are that quadrant turned by 90, 180 and 270
//! degrees clockwise about the centre cell, so every quadrant has the same
//! distances, the same Zombie HPs and the same Infected Zones: the map is fair
//! by construction.

use serde::{Deserialize, Serialize};

/// Board width in tiles.
pub const W: u8 = 19;
/// Board height in tiles.
pub const H: u8 = 19;
/// Number of cells.
pub const CELLS: usize = W as usize * H as usize;

/// A tile on the grid; x grows to the right, y grows downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: u8,
    pub y: u8,
}

impl Pos {
    pub const fn new(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// Index into a row-major table of [`CELLS`] entries.
    pub const fn index(self) -> usize {
        self.y as usize * W as usize + self.x as usize
    }

    /// The neighbour one step in `dir`, if it is on the board.
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let x = i16::from(self.x) + dx;
        let y = i16::from(self.y) + dy;
        if (0..i16::from(W)).contains(&x) && (0..i16::from(H)).contains(&y) {
            Some(Pos::new(x as u8, y as u8))
        } else {
            None
        }
    }

    /// Manhattan distance.
    pub fn dist(self, other: Pos) -> u8 {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }

    /// This tile turned `quarter` quarter-turns clockwise about the centre.
    pub const fn rotated(self, quarter: u8) -> Pos {
        let mut p = self;
        let mut i = 0;
        while i < quarter % 4 {
            p = Pos { x: W - 1 - p.y, y: p.x };
            i += 1;
        }
        p
    }
}

/// The four orthogonal directions (no diagonals in ExtracZon).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    pub fn delta(self) -> (i16, i16) {
        match self {
            Dir::Up => (0, -1),
            Dir::Right => (1, 0),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
        }
    }
}

/// A rectangle of tiles, for drawing buildings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rect {
    pub x: u8,
    pub y: u8,
    pub w: u8,
    pub h: u8,
}

impl Rect {
    pub const fn contains(self, p: Pos) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }

    /// This rectangle turned `quarter` quarter-turns clockwise about the centre.
    pub const fn rotated(self, quarter: u8) -> Rect {
        let mut r = self;
        let mut i = 0;
        while i < quarter % 4 {
            r = Rect { x: W - r.y - r.h, y: r.x, w: r.h, h: r.w };
            i += 1;
        }
        r
    }
}

/// An ExtracZon Site, numbered 0..24 (quadrant * 6 + index in quadrant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SiteId(pub u8);

impl SiteId {
    pub fn all() -> impl Iterator<Item = SiteId> {
        (0..24).map(SiteId)
    }

    pub fn def(self) -> &'static SiteDef {
        &SITES[self.0 as usize % 24]
    }
}

/// One ExtracZon Site as printed on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteDef {
    pub id: SiteId,
    /// Short name shown on the building.
    pub name: &'static str,
    /// Quadrant 0..4 (0 top-left, then clockwise).
    pub quadrant: u8,
    /// The building's footprint.
    pub rect: Rect,
    /// The one entrance/exit tile, next to the building.
    pub door: Pos,
    /// The Zombie HP printed on the location (12..=17).
    pub hp: u8,
}

/// What a building is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Building {
    /// An ExtracZon Site.
    Site(SiteId),
    /// A player's Safe House (by quadrant / seat colour).
    SafeHouse(u8),
    /// The Fast Travel location of a quadrant.
    FastTravel(u8),
    /// The centre: Apex Zombie (HP 19) and the DRAW pile.
    Centre,
}

/// What one tile of the grid is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    /// A plain street tile.
    Path,
    /// A red Infected Zone (HP 8): stepping on it stops the move.
    InfectedZone,
    /// The START tile of a quadrant's Extractor (walkable).
    Start(u8),
    /// The entrance/exit tile of a Site (walkable).
    SiteDoor(SiteId),
    /// The entrance/exit tile of a quadrant's Fast Travel location (walkable).
    FastTravelDoor(u8),
    /// Part of a building: never walkable.
    Building(Building),
}

impl Cell {
    pub fn walkable(self) -> bool {
        !matches!(self, Cell::Building(_))
    }
}

/// HP of every Infected Zone.
pub const INFECTED_HP: u8 = 8;
/// HP of the Apex Zombie.
pub const APEX_HP: u8 = 19;

/// A site of the top-left quadrant: name is filled per quadrant.
struct Local {
    rect: Rect,
    door: Pos,
    hp: u8,
}

/// The six sites of the top-left quadrant. Nearer home means weaker: the two
/// blocks beside the Safe House hold HP 12 and 13, the blocks further along
/// the edge 14 and 15, the two blocks that touch the centre ring 16 and 17.
const LOCAL_SITES: [Local; 6] = [
    Local { rect: Rect { x: 3, y: 0, w: 3, h: 2 }, door: Pos::new(4, 2), hp: 12 },
    Local { rect: Rect { x: 0, y: 3, w: 2, h: 3 }, door: Pos::new(1, 6), hp: 13 },
    Local { rect: Rect { x: 7, y: 0, w: 2, h: 2 }, door: Pos::new(6, 1), hp: 14 },
    Local { rect: Rect { x: 0, y: 7, w: 2, h: 3 }, door: Pos::new(2, 8), hp: 15 },
    Local { rect: Rect { x: 7, y: 3, w: 2, h: 3 }, door: Pos::new(6, 4), hp: 16 },
    Local { rect: Rect { x: 3, y: 7, w: 3, h: 3 }, door: Pos::new(4, 6), hp: 17 },
];

/// Top-left Safe House, its START tile, Fast Travel building and its door.
const LOCAL_SAFE_HOUSE: Rect = Rect { x: 0, y: 0, w: 2, h: 2 };
const LOCAL_START: Pos = Pos::new(2, 1);
const LOCAL_FAST_TRAVEL: Rect = Rect { x: 3, y: 3, w: 3, h: 3 };
const LOCAL_FAST_TRAVEL_DOOR: Pos = Pos::new(2, 4);
/// Infected Zones of the top-left quadrant: one on the outer street, one on
/// the ring round the centre, one beside the first site's door.
const LOCAL_INFECTED: [Pos; 3] = [Pos::new(2, 9), Pos::new(6, 9), Pos::new(5, 2)];

/// The centre block: Apex Zombie and DRAW pile.
pub const CENTRE: Rect = Rect { x: 7, y: 7, w: 5, h: 5 };
/// Where the Apex Zombie card lies, inside the centre (for drawing).
pub const APEX_SPOT: Rect = Rect { x: 7, y: 7, w: 5, h: 3 };
/// Where the DRAW pile lies, inside the centre (for drawing).
pub const DRAW_SPOT: Rect = Rect { x: 7, y: 10, w: 5, h: 2 };

/// Site names, six per quadrant, in the order of `LOCAL_SITES`.
const SITE_NAMES: [&str; 24] = [
    "Pharmacy",
    "Bus Depot",
    "Radio Tower",
    "Cold Store",
    "Clinic",
    "Stadium",
    "Bakery",
    "Fire Hall",
    "Water Works",
    "Car Park",
    "Police Post",
    "Mall",
    "Laundry",
    "Library",
    "Rail Yard",
    "Greenhouse",
    "Armoury",
    "Hospital",
    "Chapel",
    "Garage",
    "Cannery",
    "Motel",
    "Power Plant",
    "Harbour Office",
];

const fn build_sites() -> [SiteDef; 24] {
    let mut out =
        [SiteDef { id: SiteId(0), name: "", quadrant: 0, rect: Rect { x: 0, y: 0, w: 0, h: 0 }, door: Pos::new(0, 0), hp: 0 }; 24];
    let mut q = 0;
    while q < 4 {
        let mut k = 0;
        while k < 6 {
            let i = q * 6 + k;
            let l = &LOCAL_SITES[k];
            out[i] = SiteDef {
                id: SiteId(i as u8),
                name: SITE_NAMES[i],
                quadrant: q as u8,
                rect: l.rect.rotated(q as u8),
                door: l.door.rotated(q as u8),
                hp: l.hp,
            };
            k += 1;
        }
        q += 1;
    }
    out
}

/// All 24 ExtracZon Sites; site `i` starts with Zombie card `i` on it.
pub const SITES: [SiteDef; 24] = build_sites();

/// Safe House rectangle of quadrant `q` (seat colour `q`).
pub const fn safe_house(q: u8) -> Rect {
    LOCAL_SAFE_HOUSE.rotated(q)
}

/// START tile of quadrant `q`.
pub const fn start(q: u8) -> Pos {
    LOCAL_START.rotated(q)
}

/// Fast Travel building of quadrant `q`.
pub const fn fast_travel(q: u8) -> Rect {
    LOCAL_FAST_TRAVEL.rotated(q)
}

/// Entrance/exit tile of quadrant `q`'s Fast Travel location.
pub const fn fast_travel_door(q: u8) -> Pos {
    LOCAL_FAST_TRAVEL_DOOR.rotated(q)
}

/// The quadrant whose Fast Travel door is `p`, if any.
pub fn fast_travel_at(p: Pos) -> Option<u8> {
    (0..4).find(|&q| fast_travel_door(q) == p)
}

/// All twelve Infected Zone tiles.
pub const INFECTED: [Pos; 12] = build_infected();

const fn build_infected() -> [Pos; 12] {
    let mut out = [Pos::new(0, 0); 12];
    let mut i = 0;
    while i < 12 {
        out[i] = LOCAL_INFECTED[i % 3].rotated((i / 3) as u8);
        i += 1;
    }
    out
}

const fn is_street(v: u8) -> bool {
    v == 2 || v == 6 || v == 12 || v == 16
}

const fn build_grid() -> [Cell; CELLS] {
    let mut g = [Cell::Path; CELLS];
    let mut i = 0;
    while i < CELLS {
        let p = Pos::new((i % W as usize) as u8, (i / W as usize) as u8);
        if !is_street(p.x) && !is_street(p.y) {
            g[i] = Cell::Building(Building::Centre);
        }
        i += 1;
    }
    let mut q = 0;
    while q < 4 {
        fill(&mut g, safe_house(q), Cell::Building(Building::SafeHouse(q)));
        fill(&mut g, fast_travel(q), Cell::Building(Building::FastTravel(q)));
        g[start(q).index()] = Cell::Start(q);
        g[fast_travel_door(q).index()] = Cell::FastTravelDoor(q);
        q += 1;
    }
    let mut s = 0;
    while s < 24 {
        fill(&mut g, SITES[s].rect, Cell::Building(Building::Site(SiteId(s as u8))));
        g[SITES[s].door.index()] = Cell::SiteDoor(SiteId(s as u8));
        s += 1;
    }
    let mut k = 0;
    while k < 12 {
        g[INFECTED[k].index()] = Cell::InfectedZone;
        k += 1;
    }
    g
}

const fn fill(g: &mut [Cell; CELLS], r: Rect, c: Cell) {
    let mut y = r.y;
    while y < r.y + r.h {
        let mut x = r.x;
        while x < r.x + r.w {
            g[Pos::new(x, y).index()] = c;
            x += 1;
        }
        y += 1;
    }
}

/// The whole map, row-major.
pub const GRID: [Cell; CELLS] = build_grid();

/// What the tile at `pos` is (off-board positions read as the centre building,
/// which is never walkable).
pub fn cell(pos: Pos) -> Cell {
    if pos.x < W && pos.y < H {
        GRID[pos.index()]
    } else {
        Cell::Building(Building::Centre)
    }
}

/// Quadrant 0..4 that holds `pos` (the centre cell counts as quadrant 0).
pub fn quadrant_of(pos: Pos) -> u8 {
    (0..4u8)
        .find(|&q| {
            let p = pos.rotated((4 - q) % 4);
            p.x <= 8 && p.y <= 9
        })
        .unwrap_or(0)
}

/// The map as text, one character per tile (docs and tests): `#` building,
/// `.` street, `x` Infected Zone, `S` START, `F` Fast Travel door, `d` Site door.
pub fn ascii_map() -> String {
    let mut s = String::new();
    for y in 0..H {
        for x in 0..W {
            s.push(match cell(Pos::new(x, y)) {
                Cell::Path => '.',
                Cell::InfectedZone => 'x',
                Cell::Start(_) => 'S',
                Cell::SiteDoor(_) => 'd',
                Cell::FastTravelDoor(_) => 'F',
                Cell::Building(Building::Centre) => 'C',
                Cell::Building(Building::SafeHouse(_)) => 'H',
                Cell::Building(Building::FastTravel(_)) => 'T',
                Cell::Building(Building::Site(_)) => '#',
            });
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_is_whole_and_fair() {
        // Only the centre block is left as the centre building.
        for i in 0..CELLS {
            let p = Pos::new((i % W as usize) as u8, (i / W as usize) as u8);
            if cell(p) == Cell::Building(Building::Centre) {
                assert!(CENTRE.contains(p), "{p:?} left unassigned");
            }
            // Turning the map a quarter keeps every kind of tile.
            let kind = |c: Cell| std::mem::discriminant(&c);
            assert_eq!(kind(cell(p)), kind(cell(p.rotated(1))), "{p:?}");
        }
        // Every door is a street tile next to its building.
        for s in &SITES {
            let adj = Dir::ALL.iter().filter_map(|d| s.door.step(*d)).any(|n| s.rect.contains(n));
            assert!(adj, "{} door not beside it", s.name);
        }
        let mut hps: Vec<u8> = SITES.iter().map(|s| s.hp).collect();
        hps.sort();
        assert_eq!(hps, [12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 16, 17, 17, 17, 17]);
        println!("{}", ascii_map());
    }
}
