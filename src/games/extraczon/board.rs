//! The designed ExtracZon map as const data.
//!
//! The printed board is not public, so this map is our own design (see
//! docs/games/extraczon.md). It is a 21 x 21 grid with four-fold rotational
//! symmetry: one quadrant (the north-west, quadrant 0) is laid out by hand in
//! `layout.rs` and the other three are that quadrant turned by 90, 180 and 270
//! degrees clockwise about the centre. Every quadrant therefore holds the
//! same six Sites (one each of HP 12 to 17) at the same distances from its
//! Safe House, which is what makes the seats fair.
//!
//! Buildings (Sites, Safe Houses, Fast Travel stations, the centre) are not
//! walkable; everything else inside the grid is a road tile.

use super::layout::{self, Template};
use serde::{Deserialize, Serialize};

/// Board width in tiles.
pub const W: u8 = 21;
/// Board height in tiles.
pub const H: u8 = 21;
/// How many ExtracZon Sites the board holds.
pub const SITE_COUNT: usize = 24;
/// Sites per quadrant.
pub const SITES_PER_QUADRANT: usize = 6;
/// HP of an Infected Zone.
pub const INFECTED_ZONE_HP: u8 = 8;

/// A tile, x from the west edge, y from the north edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: u8,
    pub y: u8,
}

impl Pos {
    pub const fn new(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// The neighbouring tile in `dir`, if it is on the board.
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let x = i16::from(self.x) + dx;
        let y = i16::from(self.y) + dy;
        if (0..i16::from(W)).contains(&x) && (0..i16::from(H)).contains(&y) {
            Some(Pos { x: x as u8, y: y as u8 })
        } else {
            None
        }
    }

    /// Index into a W x H array, row by row.
    pub fn index(self) -> usize {
        usize::from(self.y) * usize::from(W) + usize::from(self.x)
    }

    /// Manhattan distance.
    pub fn distance(self, other: Pos) -> u8 {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }
}

/// The four orthogonal directions (diagonal moves are never allowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub fn delta(self) -> (i16, i16) {
        match self {
            Dir::North => (0, -1),
            Dir::East => (1, 0),
            Dir::South => (0, 1),
            Dir::West => (-1, 0),
        }
    }
}

/// One of the four quarters of the board, numbered clockwise from the
/// north-west. Quadrant `q` holds the Safe House of the seat that lives there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Quadrant(pub u8);

impl Quadrant {
    pub const ALL: [Quadrant; 4] = [Quadrant(0), Quadrant(1), Quadrant(2), Quadrant(3)];

    /// A district name for labels ("Old Town").
    pub fn name(self) -> &'static str {
        layout::QUADRANT_NAMES[usize::from(self.0 % 4)]
    }

    /// Compass label ("north-west").
    pub fn compass(self) -> &'static str {
        ["north-west", "north-east", "south-east", "south-west"][usize::from(self.0 % 4)]
    }
}

/// Index of an ExtracZon Site in [`SITES`], 0..24.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SiteId(pub u8);

impl SiteId {
    pub fn def(self) -> &'static SiteDef {
        &SITES[usize::from(self.0)]
    }
}

/// A rectangle of tiles, for drawing and hit tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rect {
    pub x: u8,
    pub y: u8,
    pub w: u8,
    pub h: u8,
}

impl Rect {
    pub const fn contains(&self, p: Pos) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }
}

/// An ExtracZon Site: a building with one entrance/exit tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteDef {
    pub id: SiteId,
    pub quadrant: Quadrant,
    /// The building's footprint (not walkable).
    pub rect: Rect,
    /// The only tile from which the Site is entered and left.
    pub door: Pos,
    /// The building tile next to the door: where a token inside is drawn, and
    /// the square a straight jump into the Site would land on.
    pub inside: Pos,
    /// The HP printed on the location (the Zombie placed there at set-up).
    pub hp: u8,
    pub name: &'static str,
}

/// A Safe House: where a seat's scoring piles live; its START tile is beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SafeHouseDef {
    pub quadrant: Quadrant,
    pub rect: Rect,
    pub start: Pos,
}

/// A Fast Travel station: leads to the other three stations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastTravelDef {
    pub quadrant: Quadrant,
    pub rect: Rect,
    /// The entrance/exit tile next to the station.
    pub door: Pos,
    pub name: &'static str,
}

/// What kind of building covers a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Building {
    Site(SiteId),
    SafeHouse(Quadrant),
    FastTravel(Quadrant),
    /// The centre: the Apex Zombie (HP 19) and the DRAW pile.
    Centre,
}

/// What a tile of the grid is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cell {
    /// A plain road tile.
    Path,
    /// A red Infected Zone (HP 8): a token that lands here stops and rolls.
    InfectedZone,
    /// The START tile beside a Safe House (a road tile otherwise).
    Start(Quadrant),
    /// The entrance/exit tile of a Site (a road tile otherwise).
    SiteDoor(SiteId),
    /// The entrance/exit tile of a Fast Travel station (a road tile otherwise).
    FastTravelDoor(Quadrant),
    /// Not walkable.
    Building(Building),
}

impl Cell {
    /// True for tiles a token may stand on.
    pub fn walkable(self) -> bool {
        !matches!(self, Cell::Building(_))
    }
}

/// The centre block (Apex location and DRAW pile), not walkable.
pub const CENTRE: Rect = Rect { x: 8, y: 8, w: 5, h: 5 };
/// Where the Apex Zombie (HP 19) is drawn, inside [`CENTRE`].
pub const APEX_RECT: Rect = Rect { x: 8, y: 8, w: 5, h: 3 };
/// Where the DRAW pile is drawn, inside [`CENTRE`].
pub const DRAW_RECT: Rect = Rect { x: 8, y: 11, w: 5, h: 2 };

/// Turns a tile 90 degrees clockwise about the centre of the board.
const fn rot(p: Pos) -> Pos {
    Pos { x: W - 1 - p.y, y: p.x }
}

const fn rot_n(p: Pos, n: u8) -> Pos {
    let mut q = p;
    let mut i = 0;
    while i < n {
        q = rot(q);
        i += 1;
    }
    q
}

const fn rot_rect_n(r: Rect, n: u8) -> Rect {
    let mut q = r;
    let mut i = 0;
    while i < n {
        q = Rect { x: W - q.y - q.h, y: q.x, w: q.h, h: q.w };
        i += 1;
    }
    q
}

const fn build_sites(t: &Template) -> [SiteDef; SITE_COUNT] {
    let blank = Pos { x: 0, y: 0 };
    let mut out = [SiteDef {
        id: SiteId(0),
        quadrant: Quadrant(0),
        rect: Rect { x: 0, y: 0, w: 0, h: 0 },
        door: blank,
        inside: blank,
        hp: 0,
        name: "",
    }; SITE_COUNT];
    let mut i = 0;
    while i < SITE_COUNT {
        let q = (i / SITES_PER_QUADRANT) as u8;
        let s = &t.sites[i % SITES_PER_QUADRANT];
        out[i] = SiteDef {
            id: SiteId(i as u8),
            quadrant: Quadrant(q),
            rect: rot_rect_n(s.rect, q),
            door: rot_n(s.door, q),
            inside: rot_n(s.inside, q),
            hp: s.hp,
            name: layout::SITE_NAMES[i],
        };
        i += 1;
    }
    out
}

const fn build_safe_houses(t: &Template) -> [SafeHouseDef; 4] {
    let mut out = [SafeHouseDef { quadrant: Quadrant(0), rect: t.safe_house, start: t.start }; 4];
    let mut q = 0;
    while q < 4 {
        out[q as usize] =
            SafeHouseDef { quadrant: Quadrant(q), rect: rot_rect_n(t.safe_house, q), start: rot_n(t.start, q) };
        q += 1;
    }
    out
}

const fn build_fast_travel(t: &Template) -> [FastTravelDef; 4] {
    let mut out = [FastTravelDef { quadrant: Quadrant(0), rect: t.fast_travel, door: t.fast_travel_door, name: "" }; 4];
    let mut q = 0;
    while q < 4 {
        out[q as usize] = FastTravelDef {
            quadrant: Quadrant(q),
            rect: rot_rect_n(t.fast_travel, q),
            door: rot_n(t.fast_travel_door, q),
            name: layout::FAST_TRAVEL_NAMES[q as usize],
        };
        q += 1;
    }
    out
}

const fn build_infected(t: &Template) -> [Pos; 4 * layout::INFECTED_PER_QUADRANT] {
    let mut out = [Pos { x: 0, y: 0 }; 4 * layout::INFECTED_PER_QUADRANT];
    let mut i = 0;
    while i < out.len() {
        let q = (i / layout::INFECTED_PER_QUADRANT) as u8;
        out[i] = rot_n(t.infected[i % layout::INFECTED_PER_QUADRANT], q);
        i += 1;
    }
    out
}

/// The 24 ExtracZon Sites, six per quadrant, ids 6q..6q+6 in quadrant q.
pub const SITES: [SiteDef; SITE_COUNT] = build_sites(&layout::TEMPLATE);
/// The four Safe Houses, one per quadrant.
pub const SAFE_HOUSES: [SafeHouseDef; 4] = build_safe_houses(&layout::TEMPLATE);
/// The four Fast Travel stations, one per quadrant.
pub const FAST_TRAVEL: [FastTravelDef; 4] = build_fast_travel(&layout::TEMPLATE);
/// Every Infected Zone tile.
pub const INFECTED_ZONES: [Pos; 4 * layout::INFECTED_PER_QUADRANT] = build_infected(&layout::TEMPLATE);

const fn rect_fill(grid: &mut [Cell; 441], r: Rect, c: Cell) {
    let mut y = r.y;
    while y < r.y + r.h {
        let mut x = r.x;
        while x < r.x + r.w {
            grid[y as usize * W as usize + x as usize] = c;
            x += 1;
        }
        y += 1;
    }
}

const fn set(grid: &mut [Cell; 441], p: Pos, c: Cell) {
    grid[p.y as usize * W as usize + p.x as usize] = c;
}

const fn build_grid() -> [Cell; 441] {
    let mut g = [Cell::Path; 441];
    rect_fill(&mut g, CENTRE, Cell::Building(Building::Centre));
    let mut i = 0;
    while i < SITE_COUNT {
        let s = &SITES[i];
        rect_fill(&mut g, s.rect, Cell::Building(Building::Site(s.id)));
        set(&mut g, s.door, Cell::SiteDoor(s.id));
        i += 1;
    }
    let mut q = 0;
    while q < 4 {
        let h = &SAFE_HOUSES[q];
        rect_fill(&mut g, h.rect, Cell::Building(Building::SafeHouse(h.quadrant)));
        set(&mut g, h.start, Cell::Start(h.quadrant));
        let f = &FAST_TRAVEL[q];
        rect_fill(&mut g, f.rect, Cell::Building(Building::FastTravel(f.quadrant)));
        set(&mut g, f.door, Cell::FastTravelDoor(f.quadrant));
        q += 1;
    }
    let mut k = 0;
    while k < INFECTED_ZONES.len() {
        set(&mut g, INFECTED_ZONES[k], Cell::InfectedZone);
        k += 1;
    }
    g
}

/// The whole grid, row by row (index with [`Pos::index`]).
pub static GRID: [Cell; 441] = build_grid();

/// What the tile at `pos` is; off-board positions read as a building.
pub fn cell(pos: Pos) -> Cell {
    if pos.x >= W || pos.y >= H {
        return Cell::Building(Building::Centre);
    }
    GRID[pos.index()]
}

/// The Site whose inside square is `pos`, if any.
pub fn site_inside_at(pos: Pos) -> Option<SiteId> {
    SITES.iter().find(|s| s.inside == pos).map(|s| s.id)
}

/// The Fast Travel station whose door is `pos`, if any.
pub fn fast_travel_at(pos: Pos) -> Option<Quadrant> {
    match cell(pos) {
        Cell::FastTravelDoor(q) => Some(q),
        _ => None,
    }
}
