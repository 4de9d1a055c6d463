//! Darwinia, the island: 84 habitat hexes in axial coordinates (q, r), each
//! with its habitat, and the neighbour table derived from the coordinates
//! (checked by a test). Hexes are numbered by their place in [`HEXES`].
//!
//! The layout is designed here (the rulebook shows a board without listing
//! it): a radius-5 hexagon with seven sea hexes cut from its corners, 48 land
//! hexes (woodland 19, meadow 15, brushland 14) and 36 water hexes (marsh,
//! lake and swamp 12 each), in 15 regions from a single pond to a 15-hex
//! meadow. docs/games/extinction.md draws it.

use serde::{Deserialize, Serialize};

/// A hex's number: its index in [`HEXES`].
pub type HexId = u8;

/// The six habitats: three on land, three of water.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Habitat {
    Woodland,
    Meadow,
    Brushland,
    Marsh,
    Lake,
    Swamp,
}

crate::stored_by_name!(Habitat);

impl Habitat {
    pub const ALL: [Habitat; 6] = [Habitat::Woodland, Habitat::Meadow, Habitat::Brushland, Habitat::Marsh, Habitat::Lake, Habitat::Swamp];

    pub fn is_land(self) -> bool {
        matches!(self, Habitat::Woodland | Habitat::Meadow | Habitat::Brushland)
    }

    pub fn name(self) -> &'static str {
        match self {
            Habitat::Woodland => "woodland",
            Habitat::Meadow => "meadow",
            Habitat::Brushland => "brushland",
            Habitat::Marsh => "marsh",
            Habitat::Lake => "lake",
            Habitat::Swamp => "swamp",
        }
    }

    /// The habitat's letter, drawn on each of its hexes (marsh is K, as
    /// meadow has the M).
    pub fn letter(self) -> &'static str {
        match self {
            Habitat::Woodland => "W",
            Habitat::Meadow => "M",
            Habitat::Brushland => "B",
            Habitat::Marsh => "K",
            Habitat::Lake => "L",
            Habitat::Swamp => "S",
        }
    }
}

/// One habitat hex of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hex {
    pub q: i8,
    pub r: i8,
    pub habitat: Habitat,
}

/// How many habitat hexes Darwinia has.
pub const HEX_COUNT: usize = 84;

/// "No neighbour on this side" (the sea) in [`NEIGHBOURS`].
pub const SEA: HexId = 255;

/// The axial directions, in the order of [`NEIGHBOURS`]' columns.
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

use Habitat::{Brushland, Lake, Marsh, Meadow, Swamp, Woodland};

/// The island, row by row from the north (r = -5) to the south (r = 5).
pub const HEXES: [Hex; HEX_COUNT] = [
    Hex { q: 1, r: -5, habitat: Woodland },
    Hex { q: 2, r: -5, habitat: Woodland },
    Hex { q: 3, r: -5, habitat: Meadow },
    Hex { q: 4, r: -5, habitat: Meadow },
    Hex { q: -1, r: -4, habitat: Woodland },
    Hex { q: 0, r: -4, habitat: Woodland },
    Hex { q: 1, r: -4, habitat: Woodland },
    Hex { q: 2, r: -4, habitat: Meadow },
    Hex { q: 3, r: -4, habitat: Meadow },
    Hex { q: 4, r: -4, habitat: Brushland },
    Hex { q: 5, r: -4, habitat: Brushland },
    Hex { q: -2, r: -3, habitat: Lake },
    Hex { q: -1, r: -3, habitat: Woodland },
    Hex { q: 0, r: -3, habitat: Woodland },
    Hex { q: 1, r: -3, habitat: Meadow },
    Hex { q: 2, r: -3, habitat: Meadow },
    Hex { q: 3, r: -3, habitat: Brushland },
    Hex { q: 4, r: -3, habitat: Brushland },
    Hex { q: 5, r: -3, habitat: Swamp },
    Hex { q: -3, r: -2, habitat: Lake },
    Hex { q: -2, r: -2, habitat: Lake },
    Hex { q: -1, r: -2, habitat: Woodland },
    Hex { q: 0, r: -2, habitat: Marsh },
    Hex { q: 1, r: -2, habitat: Meadow },
    Hex { q: 2, r: -2, habitat: Brushland },
    Hex { q: 3, r: -2, habitat: Brushland },
    Hex { q: 4, r: -2, habitat: Swamp },
    Hex { q: 5, r: -2, habitat: Swamp },
    Hex { q: -4, r: -1, habitat: Marsh },
    Hex { q: -3, r: -1, habitat: Lake },
    Hex { q: -2, r: -1, habitat: Lake },
    Hex { q: -1, r: -1, habitat: Marsh },
    Hex { q: 0, r: -1, habitat: Marsh },
    Hex { q: 1, r: -1, habitat: Meadow },
    Hex { q: 2, r: -1, habitat: Brushland },
    Hex { q: 3, r: -1, habitat: Swamp },
    Hex { q: 4, r: -1, habitat: Swamp },
    Hex { q: 5, r: -1, habitat: Swamp },
    Hex { q: -4, r: 0, habitat: Marsh },
    Hex { q: -3, r: 0, habitat: Lake },
    Hex { q: -2, r: 0, habitat: Lake },
    Hex { q: -1, r: 0, habitat: Woodland },
    Hex { q: 0, r: 0, habitat: Meadow },
    Hex { q: 1, r: 0, habitat: Meadow },
    Hex { q: 2, r: 0, habitat: Woodland },
    Hex { q: 3, r: 0, habitat: Brushland },
    Hex { q: 4, r: 0, habitat: Swamp },
    Hex { q: -5, r: 1, habitat: Marsh },
    Hex { q: -4, r: 1, habitat: Marsh },
    Hex { q: -3, r: 1, habitat: Meadow },
    Hex { q: -2, r: 1, habitat: Meadow },
    Hex { q: -1, r: 1, habitat: Meadow },
    Hex { q: 0, r: 1, habitat: Woodland },
    Hex { q: 1, r: 1, habitat: Woodland },
    Hex { q: 2, r: 1, habitat: Brushland },
    Hex { q: 3, r: 1, habitat: Brushland },
    Hex { q: 4, r: 1, habitat: Lake },
    Hex { q: -5, r: 2, habitat: Brushland },
    Hex { q: -4, r: 2, habitat: Marsh },
    Hex { q: -3, r: 2, habitat: Meadow },
    Hex { q: -2, r: 2, habitat: Meadow },
    Hex { q: -1, r: 2, habitat: Woodland },
    Hex { q: 0, r: 2, habitat: Woodland },
    Hex { q: 1, r: 2, habitat: Woodland },
    Hex { q: 2, r: 2, habitat: Lake },
    Hex { q: 3, r: 2, habitat: Lake },
    Hex { q: -5, r: 3, habitat: Brushland },
    Hex { q: -4, r: 3, habitat: Brushland },
    Hex { q: -3, r: 3, habitat: Swamp },
    Hex { q: -2, r: 3, habitat: Swamp },
    Hex { q: -1, r: 3, habitat: Woodland },
    Hex { q: 0, r: 3, habitat: Marsh },
    Hex { q: 1, r: 3, habitat: Marsh },
    Hex { q: 2, r: 3, habitat: Lake },
    Hex { q: -5, r: 4, habitat: Brushland },
    Hex { q: -4, r: 4, habitat: Swamp },
    Hex { q: -3, r: 4, habitat: Swamp },
    Hex { q: -2, r: 4, habitat: Woodland },
    Hex { q: -1, r: 4, habitat: Marsh },
    Hex { q: 0, r: 4, habitat: Marsh },
    Hex { q: -4, r: 5, habitat: Swamp },
    Hex { q: -3, r: 5, habitat: Woodland },
    Hex { q: -2, r: 5, habitat: Woodland },
    Hex { q: -1, r: 5, habitat: Lake },
];

/// Each hex's neighbours in the [`DIRECTIONS`] order, [`SEA`] off the island.
pub const NEIGHBOURS: [[HexId; 6]; HEX_COUNT] = [
    [1, 255, 255, 255, 5, 6],
    [2, 255, 255, 0, 6, 7],
    [3, 255, 255, 1, 7, 8],
    [255, 255, 255, 2, 8, 9],
    [5, 255, 255, 255, 11, 12],
    [6, 0, 255, 4, 12, 13],
    [7, 1, 0, 5, 13, 14],
    [8, 2, 1, 6, 14, 15],
    [9, 3, 2, 7, 15, 16],
    [10, 255, 3, 8, 16, 17],
    [255, 255, 255, 9, 17, 18],
    [12, 4, 255, 255, 19, 20],
    [13, 5, 4, 11, 20, 21],
    [14, 6, 5, 12, 21, 22],
    [15, 7, 6, 13, 22, 23],
    [16, 8, 7, 14, 23, 24],
    [17, 9, 8, 15, 24, 25],
    [18, 10, 9, 16, 25, 26],
    [255, 255, 10, 17, 26, 27],
    [20, 11, 255, 255, 28, 29],
    [21, 12, 11, 19, 29, 30],
    [22, 13, 12, 20, 30, 31],
    [23, 14, 13, 21, 31, 32],
    [24, 15, 14, 22, 32, 33],
    [25, 16, 15, 23, 33, 34],
    [26, 17, 16, 24, 34, 35],
    [27, 18, 17, 25, 35, 36],
    [255, 255, 18, 26, 36, 37],
    [29, 19, 255, 255, 255, 38],
    [30, 20, 19, 28, 38, 39],
    [31, 21, 20, 29, 39, 40],
    [32, 22, 21, 30, 40, 41],
    [33, 23, 22, 31, 41, 42],
    [34, 24, 23, 32, 42, 43],
    [35, 25, 24, 33, 43, 44],
    [36, 26, 25, 34, 44, 45],
    [37, 27, 26, 35, 45, 46],
    [255, 255, 27, 36, 46, 255],
    [39, 29, 28, 255, 47, 48],
    [40, 30, 29, 38, 48, 49],
    [41, 31, 30, 39, 49, 50],
    [42, 32, 31, 40, 50, 51],
    [43, 33, 32, 41, 51, 52],
    [44, 34, 33, 42, 52, 53],
    [45, 35, 34, 43, 53, 54],
    [46, 36, 35, 44, 54, 55],
    [255, 37, 36, 45, 55, 56],
    [48, 38, 255, 255, 255, 57],
    [49, 39, 38, 47, 57, 58],
    [50, 40, 39, 48, 58, 59],
    [51, 41, 40, 49, 59, 60],
    [52, 42, 41, 50, 60, 61],
    [53, 43, 42, 51, 61, 62],
    [54, 44, 43, 52, 62, 63],
    [55, 45, 44, 53, 63, 64],
    [56, 46, 45, 54, 64, 65],
    [255, 255, 46, 55, 65, 255],
    [58, 48, 47, 255, 255, 66],
    [59, 49, 48, 57, 66, 67],
    [60, 50, 49, 58, 67, 68],
    [61, 51, 50, 59, 68, 69],
    [62, 52, 51, 60, 69, 70],
    [63, 53, 52, 61, 70, 71],
    [64, 54, 53, 62, 71, 72],
    [65, 55, 54, 63, 72, 73],
    [255, 56, 55, 64, 73, 255],
    [67, 58, 57, 255, 255, 74],
    [68, 59, 58, 66, 74, 75],
    [69, 60, 59, 67, 75, 76],
    [70, 61, 60, 68, 76, 77],
    [71, 62, 61, 69, 77, 78],
    [72, 63, 62, 70, 78, 79],
    [73, 64, 63, 71, 79, 255],
    [255, 65, 64, 72, 255, 255],
    [75, 67, 66, 255, 255, 255],
    [76, 68, 67, 74, 255, 80],
    [77, 69, 68, 75, 80, 81],
    [78, 70, 69, 76, 81, 82],
    [79, 71, 70, 77, 82, 83],
    [255, 72, 71, 78, 83, 255],
    [81, 76, 75, 255, 255, 255],
    [82, 77, 76, 80, 255, 255],
    [83, 78, 77, 81, 255, 255],
    [255, 79, 78, 82, 255, 255],
];

/// The hexes next to `hex` on the island.
pub fn neighbours(hex: HexId) -> impl Iterator<Item = HexId> {
    NEIGHBOURS[usize::from(hex)].into_iter().filter(|&n| n != SEA)
}

pub fn habitat(hex: HexId) -> Habitat {
    HEXES[usize::from(hex)].habitat
}

/// The hex at axial (q, r), if it is on the island.
pub fn hex_at(q: i8, r: i8) -> Option<HexId> {
    HEXES.iter().position(|h| h.q == q && h.r == r).map(|i| i as HexId)
}

/// Distance in hex steps between two hexes (ignoring what stands between).
/// A hex's mark as drawn on the map: its habitat's letter and its number
/// among that habitat's hexes, counted row by row from the north-west
/// ("W1" is the first woodland hex of the top row, "W19" the last). The
/// grid coordinates appear nowhere on the board; this mark does.
pub fn hex_mark(hex: HexId) -> String {
    let h = habitat(hex);
    let n = HEXES[..usize::from(hex)].iter().filter(|x| x.habitat == h).count() + 1;
    format!("{}{n}", h.letter())
}

/// A hex in words, as prompts, the log and spoken names say it: "woodland W7".
pub fn hex_name(hex: HexId) -> String {
    format!("{} {}", habitat(hex).name(), hex_mark(hex))
}

pub fn distance(a: HexId, b: HexId) -> u8 {
    let (a, b) = (HEXES[usize::from(a)], HEXES[usize::from(b)]);
    let (dq, dr) = (i16::from(a.q) - i16::from(b.q), i16::from(a.r) - i16::from(b.r));
    ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u8
}

/// Where `hex` is drawn, for a pointy-top hex of size 1 (centre to corner)
/// with the island's centre (0, 0) at the origin: x to the east, y to the
/// south. Neighbours are always sqrt(3) apart.
pub fn centre(hex: HexId) -> (f64, f64) {
    let h = HEXES[usize::from(hex)];
    let (q, r) = (f64::from(h.q), f64::from(h.r));
    (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
}

/// The habitat regions: groups of touching hexes of one habitat, each as its
/// hexes in board order (regions in the order of their first hex).
pub fn regions() -> Vec<(Habitat, Vec<HexId>)> {
    let mut region_of = [usize::MAX; HEX_COUNT];
    let mut out: Vec<(Habitat, Vec<HexId>)> = Vec::new();
    for start in 0..HEX_COUNT {
        if region_of[start] != usize::MAX {
            continue;
        }
        let h = HEXES[start].habitat;
        let id = out.len();
        let mut members = vec![start as HexId];
        region_of[start] = id;
        let mut i = 0;
        while i < members.len() {
            for n in neighbours(members[i]) {
                if region_of[usize::from(n)] == usize::MAX && habitat(n) == h {
                    region_of[usize::from(n)] = id;
                    members.push(n);
                }
            }
            i += 1;
        }
        members.sort_unstable();
        out.push((h, members));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_follow_the_coordinates() {
        for (i, h) in HEXES.iter().enumerate() {
            for (d, (dq, dr)) in DIRECTIONS.iter().enumerate() {
                let expected = hex_at(h.q + dq, h.r + dr).unwrap_or(SEA);
                assert_eq!(NEIGHBOURS[i][d], expected, "hex {i} direction {d}");
            }
        }
    }

    #[test]
    fn drawn_neighbours_touch_and_the_island_fits_a_square_of_17_and_a_half() {
        for h in 0..HEX_COUNT as HexId {
            for n in neighbours(h) {
                let ((ax, ay), (bx, by)) = (centre(h), centre(n));
                assert!(((ax - bx).hypot(ay - by) - 3f64.sqrt()).abs() < 1e-9, "{h} and {n}");
            }
            let (x, y) = centre(h);
            assert!(x.abs() + 3f64.sqrt() / 2.0 <= 8.67 && y.abs() + 1.0 <= 8.5, "hex {h} at ({x}, {y})");
        }
    }

    #[test]
    fn the_island_has_84_hexes_over_six_habitats_in_regions_of_several_sizes() {
        for h in Habitat::ALL {
            let n = HEXES.iter().filter(|x| x.habitat == h).count();
            assert!((12..=19).contains(&n), "{h:?}: {n}");
        }
        let sizes: Vec<usize> = regions().iter().map(|(_, m)| m.len()).collect();
        assert_eq!(sizes.iter().sum::<usize>(), HEX_COUNT);
        assert!(sizes.len() >= 12 && sizes.iter().max() > Some(&10) && sizes.contains(&1), "{sizes:?}");
    }
}
