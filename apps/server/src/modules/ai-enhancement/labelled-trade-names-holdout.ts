import type { Maker } from './labelled-trade-names.ts';

/**
 * Labelled trade names written after the rules were tuned on labelled-trade-names.ts, and not
 * used to tune them: how the rules do on names they were not fitted to (decision 0024 reports
 * both).
 */
// One row a line: a table to read and extend, not code.
// prettier-ignore
export const HOLDOUT_MAKERS: Record<string, Maker> = {
  blackridge: {
    name: 'Blackridge Audio',
    series: ['Ridge', 'Summit', 'BRX'],
    rows: [
      ['RDG-12D2', 'Ridge RDG-12D2 12" Subwoofer 1200W Dual 2 Ohm', 'Subwoofers', '', 'Ridge', '=', 'Component Subwoofers', 'Ridge'],
      ['RDG-10S4', 'RIDGE RDG-10S4 10IN SUB SVC 4 OHM 400W RMS', 'SUBS', '', '', 'Ridge RDG-10S4 10" Subwoofer Single Voice Coil 4 Ohm 400W RMS', 'Component Subwoofers', 'Ridge'],
      ['SMT-2000.1D', 'Summit SMT-2000.1D Class D Monoblock Amp 2000W', 'Amps', 'Monoblock', 'Summit', 'Summit SMT-2000.1D Class D Monoblock Amplifier 2000W', 'Monoblock Amplifiers', 'Summit'],
      ['SMT-100.4', 'summit smt-100.4 four channel amp', 'amps', '', 'summit', 'Summit smt-100.4 Four Channel Amplifier', '4-Channel Amplifiers', 'Summit'],
      ['BRX-65', 'BRX-65 6.5" Coaxial Speakers 2-Way 60W RMS', 'Speakers', '', 'BRX', '=', 'Coaxial Speakers', 'BRX'],
      ['BRX-69', 'BRX 6x9 3-Way Coaxial Speaker Pair', '', '', '', '=', 'Coaxial Speakers', 'BRX'],
      ['RDG-ENC12', 'Ridge Dual 12" Vented Enclosure Loaded with RDG-12D2', 'Enclosures', '', 'Ridge', '=', 'Enclosed Subwoofers', 'Ridge'],
      ['BR-XO2W', 'Blackridge 2-Way Passive Crossovers (Pair) 12dB/Octave', 'Accessories', '', '', '=', 'Crossovers', null],
      ['BR-BK1', 'Blackridge Universal Remote Bass Controller', 'Accessories', '', '', '=', 'Remote Level Controls', null],
      ['SMT-1500.1', 'SUMMIT SMT-1500.1 MONO BLOCK AMPLIFIER 1500 WATTS RMS', 'AMPLIFIERS', '', 'SUMMIT', 'Summit SMT-1500.1 Mono Block Amplifier 1500W RMS', 'Monoblock Amplifiers', 'Summit'],
      ['BRX-T1', 'BRX-T1 Titanium Dome Tweeters w/ Crossovers', 'Speakers', 'Tweeters', 'BRX', 'BRX-T1 Titanium Dome Tweeters with Crossovers', 'Tweeters', 'BRX'],
      ['RDG-SH10', 'Ridge RDG-SH10 10" Shallow-Mount Sub Dual 2-Ohm', 'Subwoofers', 'Shallow', 'Ridge', 'Ridge RDG-SH10 10" Shallow-Mount Subwoofer Dual 2 Ohm', 'Shallow-Mount Subwoofers', 'Ridge'],
      ['BR-LOC', 'Blackridge 2-Ch Hi-Low Converter w/ Remote Turn-On', 'Interfaces', '', '', 'Blackridge 2-Channel Hi-Low Converter with Remote Turn-On', 'Line Output Converters', null],
      ['SMT-DSP6', 'Summit SMT-DSP6 6 Ch Amplifier w/ 31 Band DSP', 'Amplifiers', '', 'Summit', 'Summit SMT-DSP6 6-Channel Amplifier with 31 Band DSP', 'DSP Amplifiers', 'Summit'],
      ['BR-DSP8', 'Blackridge 8 Channel Digital Sound Processor', 'Processors', '', '', 'Blackridge 8-Channel Digital Sound Processor', 'Digital Signal Processors', null],
      ['BR-SD200', 'Blackridge Single-DIN Mechless Receiver USB/AUX', 'Head Units', '', '', '=', 'Single-DIN Receivers', null],
      ['BR-TB', 'Blackridge Remote Level Knob for Monoblock Amps', 'Accessories', '', '', 'Blackridge Remote Level Knob for Monoblock Amplifiers', 'Remote Level Controls', null],
      ['BR-EQ', 'Blackridge Epicenter-Style Bass Restoration Processor', 'Processors', '', '', '=', 'Bass Processors', null],
    ],
  },
  seaforth: {
    name: 'Seaforth Marine',
    series: ['Mariner', 'Coastline'],
    rows: [
      ['MR-652', 'Mariner MR-652 6.5" 2-Way Marine Speakers Titanium', 'Marine Audio', '', 'Mariner', '=', 'Marine Speakers', 'Mariner'],
      ['MR-10SW', 'MARINER MR-10SW 10" MARINE SUBWOOFER WHITE 4 OHM', 'MARINE', '', 'MARINER', 'Mariner MR-10SW 10" Marine Subwoofer White 4 Ohm', 'Marine Subwoofers', 'Mariner'],
      ['CL-MA4', 'Coastline CL-MA4 Marine Amp 4 Channel 400W', 'Marine', '', '', 'Coastline CL-MA4 Marine Amplifier 4-Channel 400W', 'Marine Amplifiers', 'Coastline'],
      ['CL-MR1', 'coastline cl-mr1 marine stereo w/ bluetooth', 'marine', '', 'coastline', 'Coastline cl-mr1 Marine Stereo with Bluetooth', 'Marine Receivers', 'Coastline'],
      ['SF-WR14', 'Seaforth Marine Wire 14 Gauge Tinned Speaker Wire 50 ft', 'Marine', '', '', '=', 'Speaker Wire', null],
      ['MR-TWR8', 'Mariner MR-TWR8 8" Wakeboard Tower Speakers w/ LED', 'Marine', '', 'Mariner', 'Mariner MR-TWR8 8" Wakeboard Tower Speakers with LED', 'Marine Speakers', 'Mariner'],
    ],
  },
  polar: {
    name: 'Polar Power',
    series: ['Polar', 'Glacier'],
    rows: [
      ['PL-0GA', 'Polar 0 Gauge Amp Kit OFC 5000W', 'Amp Kits', '', 'Polar', 'Polar 0 Gauge Amplifier Kit OFC 5000W', 'Amplifier Wiring Kits', 'Polar'],
      ['PL-4GAK', 'POLAR 4GA AMPLIFIER INSTALLATION KIT', 'WIRING KITS', '', '', 'Polar 4 Gauge Amplifier Installation Kit', 'Amplifier Wiring Kits', 'Polar'],
      ['GL-CAP5', 'Glacier 5.0 Farad Capacitor w/ Digital Display', 'Capacitors', '', 'Glacier', 'Glacier 5.0 Farad Capacitor with Digital Display', 'Capacitors', 'Glacier'],
      ['GL-2400', 'Glacier GL-2400 AGM Power Cell 2400 Watt', 'Batteries', '', 'Glacier', 'Glacier GL-2400 AGM Power Cell 2400W', 'Batteries', 'Glacier'],
      ['PL-FH8', 'Polar In-Line AGU Fuse Holder 8 Gauge', 'Fuses', '', 'Polar', '=', 'Fuses & Fuse Holders', 'Polar'],
      ['PL-DB4', 'Polar Ground Distribution Block 4 Position', 'Distribution', '', 'Polar', '=', 'Distribution Blocks', 'Polar'],
      ['PL-RCA6', 'Polar 6 Meter Premium RCA Cable', 'Interconnects', '', 'Polar', '=', 'RCA Interconnects', 'Polar'],
      ['PL-SPK14', 'POLAR 14 GAUGE SPEAKER CABLE 100FT ROLL', 'WIRE', '', 'POLAR', 'Polar 14 Gauge Speaker Cable 100 ft Roll', 'Speaker Wire', 'Polar'],
      ['PL-BTP', 'Polar Military Battery Terminals (Pair)', 'Terminals', '', 'Polar', '=', 'Battery Terminals', 'Polar'],
      ['PL-DMP20', 'Polar Sound Damping Tiles 20 pcs', 'Installation', '', 'Polar', '=', 'Sound Deadening', 'Polar'],
      ['PL-HRN', 'Polar Amp Wiring Harness for Factory Radio Integration', 'Wiring', '', 'Polar', 'Polar Amplifier Wiring Harness for Factory Radio Integration', 'Wiring Harnesses', 'Polar'],
    ],
  },
};
