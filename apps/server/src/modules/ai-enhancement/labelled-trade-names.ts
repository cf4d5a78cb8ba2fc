import { HOLDOUT_MAKERS } from './labelled-trade-names-holdout.ts';

/**
 * A labelled set of trade names for measuring the offline enhancer (decision 0024): rows as
 * manufacturers' price lists write them (clean, shouting, abbreviated, with or without a category
 * or a series column) for made-up brands with the trade's kind of model numbers, and what a
 * careful catalogue editor would make of each: the name in the house style of decision 0020 (units,
 * abbreviations spelled out, model numbers exactly as written), the taxonomy's subcategory, and the
 * manufacturer's series (null when nothing says which). The first set was written before the
 * rules were tuned on it (its accuracy before and after is in decision 0024); the holdout after.
 */

export interface LabelledTradeName {
  sku: string;
  /** The name as the file has it. */
  raw: string;
  manufacturer: string;
  existingSeries: readonly string[];
  fileCategory: string | null;
  fileSubcategory: string | null;
  proposedSeries: string | null;
  expected: { name: string; subcategory: string; series: string | null };
}

/** A manufacturer: its name, its existing series and its rows. */
export interface Maker {
  name: string;
  series: string[];
  rows: Row[];
}

/** [sku, raw name, file category, file subcategory, proposed series, expected name ('=' as raw), expected subcategory, expected series] */
export type Row = [string, string, string, string, string, string, string, string | null];

// One row a line: a table to read and extend, not code.
// prettier-ignore
const MAKERS: Record<string, Maker> = {
  voltix: {
    name: 'Voltix Audio',
    series: ['CompVR', 'CompR', 'Raptor', 'KEY', 'Stealth', 'Voltix Marine'],
    rows: [
      ['CVR124', 'CVR124 12" CompVR Subwoofer DVC 4 Ohm', 'Subwoofers', '', 'CompVR', 'CVR124 12" CompVR Subwoofer Dual Voice Coil 4 Ohm', 'Component Subwoofers', 'CompVR'],
      ['CVR102', 'CVR102 10" COMPVR SUB DVC 2-OHM', 'SUBWOOFERS', '', 'COMPVR', 'CVR102 10" CompVR Subwoofer Dual Voice Coil 2 Ohm', 'Component Subwoofers', 'CompVR'],
      ['CVR152', 'cvr152 15in compvr sub dvc 2ohm 1000w peak', 'subs', '', 'compvr', 'cvr152 15" CompVR Subwoofer Dual Voice Coil 2 Ohm 1000W Peak', 'Component Subwoofers', 'CompVR'],
      ['CR84', 'CompR CR84 8" Subwoofer Dual 4-Ohm', 'Subwoofers', 'Component Subwoofers', 'CompR', 'CompR CR84 8" Subwoofer Dual 4 Ohm', 'Component Subwoofers', 'CompR'],
      ['RPT-1500.1', 'Raptor RPT-1500.1 Monoblock Class D Amplifier 1500W RMS', 'Amplifiers', 'Mono', 'Raptor', '=', 'Monoblock Amplifiers', 'Raptor'],
      ['RPT-600.4', 'RAPTOR RPT-600.4 4 CH AMP 600W', 'AMPS', '', 'RAPTOR', 'Raptor RPT-600.4 4-Channel Amplifier 600W', '4-Channel Amplifiers', 'Raptor'],
      ['RPT-900.5', 'raptor rpt-900.5 5ch amp', 'amplifiers', '', 'raptor', 'Raptor rpt-900.5 5-Channel Amplifier', '5-Channel Amplifiers', 'Raptor'],
      ['RPT-300.2', 'Raptor RPT-300.2 2-Channel Full-Range Amplifier', 'Car Audio > Amplifiers', '', '', '=', '2-Channel Amplifiers', 'Raptor'],
      ['KEY180.1', 'KEY180.1 Smart Amplifier Mono w/ DSP', 'Amplifiers', '', 'KEY', 'KEY180.1 Smart Amplifier Monoblock with DSP', 'DSP Amplifiers', 'KEY'],
      ['KEY200.4', 'KEY 200.4 4-Channel Smart Amp with Built-In DSP', '', '', 'KEY', 'KEY 200.4 4-Channel Smart Amplifier with Built-In DSP', 'DSP Amplifiers', 'KEY'],
      ['STL-10', 'Stealth STL-10 10" Powered Under-Seat Subwoofer', 'Subwoofers', 'Powered', '', '=', 'Enclosed Subwoofers', 'Stealth'],
      ['STL-8', 'STEALTH STL-8 8IN SLIM POWERED SUB W/ REMOTE', 'SUBS', '', 'STEALTH', 'Stealth STL-8 8" Slim Powered Subwoofer with Remote', 'Enclosed Subwoofers', 'Stealth'],
      ['VBR-1', 'Bass Knob Remote for KEY and Raptor Amps', 'Accessories', 'Remotes', '', 'Bass Knob Remote for KEY and Raptor Amplifiers', 'Remote Level Controls', null],
      ['VRLC', 'Remote Level Control (RLC) w/ 18 ft cable', 'Amplifier Accessories', '', '', 'Remote Level Control (RLC) with 18 ft Cable', 'Remote Level Controls', null],
      ['VCS-CX122', 'CompVR CX Sealed Loaded Enclosure 2x12" CVR122', 'Enclosures', '', 'CompVR', '=', 'Enclosed Subwoofers', 'CompVR'],
      ['VE-212', 'Empty Dual 12" Ported Sub Box', 'Enclosures', '', '', 'Empty Dual 12" Ported Subwoofer Box', 'Empty Enclosures', null],
      ['VE-110S', 'Single 10in Sealed Enclosure (Unloaded) MDF', 'Enclosures', '', '', 'Single 10" Sealed Enclosure (Unloaded) MDF', 'Empty Enclosures', null],
      ['VM-65', 'Voltix Marine VM-65 6.5" Coaxial Speakers (Pair) White', 'Marine', '', 'Voltix Marine', '=', 'Marine Speakers', 'Voltix Marine'],
      ['VM-10SUB', 'VOLTIX MARINE VM-10 10" MARINE SUB 4 OHM WHITE', 'MARINE', '', '', 'Voltix Marine VM-10 10" Marine Subwoofer 4 Ohm White', 'Marine Subwoofers', 'Voltix Marine'],
      ['VM-400.4', 'Voltix Marine VM-400.4 Marine 4-Channel Amplifier IPX6', 'Marine', 'Amplifiers', 'Voltix Marine', '=', 'Marine Amplifiers', 'Voltix Marine'],
    ],
  },
  kestrel: {
    name: 'Kestrel Acoustics',
    series: ['Kite', 'Falcon Pro', 'Osprey', 'Harrier'],
    rows: [
      ['KT-69X', 'Kite KT-69X 6x9" Coaxial Speakers', 'Speakers', 'Coaxial Speakers', 'Kite', '=', 'Coaxial Speakers', 'Kite'],
      ['KT-65C', 'Kite KT-65C 6.5" Component Speaker Set', 'Speakers', 'Component Speakers', 'Kite', '=', 'Component Speakers', 'Kite'],
      ['KT-46X', 'KITE KT-46X 4X6" 2-WAY COAX SPKRS', 'SPEAKERS', '', 'KITE', 'Kite KT-46X 4x6" 2-Way Coaxial Speakers', 'Coaxial Speakers', 'Kite'],
      ['KT-525', 'kite kt-525 5.25in 2 way coaxial speakers pair', 'speakers', '', 'kite', 'Kite kt-525 5.25" 2-Way Coaxial Speakers Pair', 'Coaxial Speakers', 'Kite'],
      ['FP-672C', 'Falcon Pro FP-672C 6.75" 2-Way Component Speaker System', 'Speakers', 'Components', 'Falcon Pro', '=', 'Component Speakers', 'Falcon Pro'],
      ['FP-653C', 'FALCON PRO FP-653C 6.5" 3-WAY COMPONENT SYSTEM', 'SPEAKERS', '', 'FALCON PRO', 'Falcon Pro FP-653C 6.5" 3-Way Component System', 'Component Speakers', 'Falcon Pro'],
      ['FP-T1', 'Falcon Pro FP-T1 1" Silk Dome Tweeters (Pair)', 'Speakers', 'Tweeters', 'Falcon Pro', '=', 'Tweeters', 'Falcon Pro'],
      ['FP-XO2', 'Falcon Pro FP-XO2 2-Way Passive Crossover Network', 'Speakers', 'Accessories', 'Falcon Pro', '=', 'Crossovers', 'Falcon Pro'],
      ['FP-XO3', 'FP-XO3 3-Way Passive Crossover (Pair)', '', '', 'falcon pro', '=', 'Crossovers', 'Falcon Pro'],
      ['OS-8MB', 'Osprey OS-8MB 8" Midbass Driver 4 Ohm', 'Speakers', '', 'Osprey', '=', 'Pro Audio Midrange', 'Osprey'],
      ['OS-65M', 'osprey os-65m 6.5 inch pro audio midrange 8 ohm', 'Pro Audio', '', '', 'Osprey os-65m 6.5" Pro Audio Midrange 8 Ohm', 'Pro Audio Midrange', 'Osprey'],
      ['OS-CD1', 'Osprey OS-CD1 1" Compression Driver Bullet Tweeter', 'Pro Audio', '', 'Osprey', '=', 'Tweeters', 'Osprey'],
      ['HR-12D4', 'Harrier HR-12D4 12" Shallow Mount Subwoofer Dual 4 Ohm', 'Subwoofers', '', 'Harrier', '=', 'Shallow-Mount Subwoofers', 'Harrier'],
      ['HR-10S2', 'HARRIER HR-10S2 10" SLIM SUB SVC 2 OHM', 'SUBS', 'Shallow', 'HARRIER', 'Harrier HR-10S2 10" Slim Subwoofer Single Voice Coil 2 Ohm', 'Shallow-Mount Subwoofers', 'Harrier'],
      ['KT-8C', 'Kite 8" Coaxial Speakers KT-8C w/ Grilles', '', '', '', 'Kite 8" Coaxial Speakers KT-8C with Grilles', 'Coaxial Speakers', 'Kite'],
      ['KT-35', 'Kite KT-35 3.5" 2-Way Dash Speakers', 'Speakers', '', 'Kite', '=', 'Coaxial Speakers', 'Kite'],
      ['KT-57X', 'Kite KT-57X 5x7" / 6x8" Coaxial Speakers', 'Speakers', 'Coax', 'Kite', '=', 'Coaxial Speakers', 'Kite'],
      ['HR-PB12', 'Harrier HR-PB12 Loaded 12" Ported Subwoofer Enclosure', 'Subwoofers', 'Enclosed', 'Harrier', '=', 'Enclosed Subwoofers', 'Harrier'],
      ['FP-65CS', 'Falcon Pro FP-65CS 6.5" Component Speakers with Tweeter Pods', 'Speakers', '', 'Falcon Pro', '=', 'Component Speakers', 'Falcon Pro'],
      ['OS-12PA', 'Osprey OS-12PA 12" Pro Audio Woofer 8 Ohm', 'Pro Audio', '', 'Osprey', '=', 'Pro Audio Midrange', 'Osprey'],
    ],
  },
  northwind: {
    name: 'Northwind Electronics',
    series: ['Signal', 'Bridge', 'Clarity'],
    rows: [
      ['SX-8', 'Signal SX-8 8-Channel Digital Signal Processor', 'Processors', 'DSP', 'Signal', '=', 'Digital Signal Processors', 'Signal'],
      ['SX-6', 'SIGNAL SX-6 6CH DSP W/ BLUETOOTH STREAMING', 'PROCESSORS', '', 'SIGNAL', 'Signal SX-6 6-Channel DSP with Bluetooth Streaming', 'Digital Signal Processors', 'Signal'],
      ['SX-R1', 'Signal SX-R1 Wired DSP Remote Controller', 'Processors', 'Accessories', 'Signal', '=', 'DSP Accessories', 'Signal'],
      ['SX-XO3', 'Signal SX-XO3 3-Way Active Crossover', 'Processors', 'Crossovers', 'Signal', '=', 'Crossovers', 'Signal'],
      ['SX-XO2', 'signal sx-xo2 2 way electronic xover', 'processors', '', 'signal', 'Signal sx-xo2 2-Way Electronic Crossover', 'Crossovers', 'Signal'],
      ['SX-EPI', 'Signal Bass Restoration Processor with Dash Remote', 'Processors', '', 'Signal', '=', 'Bass Processors', 'Signal'],
      ['SX-LOC2', 'Signal SX-LOC2 2-Channel Line Output Converter', 'Processors', 'LOC', 'Signal', '=', 'Line Output Converters', 'Signal'],
      ['SX-LOC4', 'SIGNAL SX-LOC4 4 CH LOC W/ AUTO TURN ON', 'PROCESSORS', '', '', 'Signal SX-LOC4 4-Channel LOC with Auto Turn On', 'Line Output Converters', 'Signal'],
      ['LOC-ADJ', 'Adjustable Line Output Converter 2 Channel Hi/Lo', 'Interfaces', '', '', 'Adjustable Line Output Converter 2-Channel Hi/Lo', 'Line Output Converters', null],
      ['BR-SWC', 'Bridge BR-SWC Steering Wheel Control Interface', 'Interfaces', '', 'Bridge', '=', 'Steering Wheel Interfaces', 'Bridge'],
      ['BR-GM29', 'Bridge BR-GM29 Radio Replacement Interface for GM 29-Bit LAN', 'Interfaces', 'Integration', 'Bridge', '=', 'Integration Interfaces', 'Bridge'],
      ['BR-TOM', 'Bridge BR-TOM Remote Turn-On Module', 'Interfaces', '', 'Bridge', '=', 'Integration Interfaces', 'Bridge'],
      ['BR-BKD', 'Bridge BR-BKD Digital Bass Knob for BR Processors', 'Interfaces', '', 'Bridge', '=', 'Remote Level Controls', 'Bridge'],
      ['CL-DSP8', 'Clarity CL-DSP8 8-Channel DSP Amplifier 80W x 8', 'Amplifiers', 'DSP Amplifiers', 'Clarity', '=', 'DSP Amplifiers', 'Clarity'],
      ['CL-DSP6', 'CLARITY CL-DSP6 6 CHANNEL AMP WITH DSP', 'AMPLIFIERS', '', 'CLARITY', 'Clarity CL-DSP6 6-Channel Amplifier with DSP', 'DSP Amplifiers', 'Clarity'],
      ['CL-USB', 'Clarity CL-USB DSP Tuning Dongle', 'Processors', '', 'Clarity', '=', 'DSP Accessories', 'Clarity'],
      ['BR-HRN-TY', 'Bridge BR-HRN-TY Toyota T-Harness for BR-GM29', 'Interfaces', '', 'Bridge', '=', 'Wiring Harnesses', 'Bridge'],
      ['NW-AA1', 'Antenna Adapter GM 2002-Up', 'Installation', '', '', '=', 'Antenna Adapters', null],
      ['NW-DK1', 'Double DIN Dash Kit for 2014-2019 Silverado', 'Installation', 'Dash Kits', '', 'Double-DIN Dash Kit for 2014-2019 Silverado', 'Dash Kits', null],
      ['SX-OPT', 'Signal SX-OPT Optical Input Module for SX-8', 'Processors', 'Accessories', 'Signal', '=', 'DSP Accessories', 'Signal'],
    ],
  },
  gridline: {
    name: 'Gridline Power',
    series: ['Conduit', 'Volt', 'Gold Series'],
    rows: [
      ['GL-AK4', 'Volt 4 Gauge OFC Amplifier Wiring Kit', 'Wiring', 'Amp Kits', 'Volt', '=', 'Amplifier Wiring Kits', 'Volt'],
      ['GL-AK0', 'VOLT 1/0GA OFC AMP KIT W/ ANL FUSE', 'WIRING', '', 'VOLT', 'Volt 1/0 Gauge OFC Amplifier Kit with ANL Fuse', 'Amplifier Wiring Kits', 'Volt'],
      ['GL-AK8C', 'volt 8ga cca amp install kit', 'install', '', 'volt', 'Volt 8 Gauge CCA Amplifier Install Kit', 'Amplifier Wiring Kits', 'Volt'],
      ['GL-DK4', 'Volt Dual Amp Wiring Kit 4 Gauge', 'Wiring', '', '', 'Volt Dual Amplifier Wiring Kit 4 Gauge', 'Amplifier Wiring Kits', 'Volt'],
      ['GL-PW4R', 'Conduit 4 Gauge OFC Power Wire Red 100 ft Spool', 'Wire', '', 'Conduit', '=', 'Power & Ground Wire', 'Conduit'],
      ['GL-PW0B', 'CONDUIT 1/0 GA GROUND WIRE BLACK 50FT', 'WIRE', '', 'CONDUIT', 'Conduit 1/0 Gauge Ground Wire Black 50 ft', 'Power & Ground Wire', 'Conduit'],
      ['GL-SW16', 'Conduit 16 Gauge Speaker Wire 100 ft', 'Wire', 'Speaker Wire', 'Conduit', '=', 'Speaker Wire', 'Conduit'],
      ['GL-SW12', 'conduit 12ga ofc spkr wire 50ft', 'wire', '', 'conduit', 'Conduit 12 Gauge OFC Speaker Wire 50 ft', 'Speaker Wire', 'Conduit'],
      ['GL-RCA17', 'Conduit 17 ft 2-Channel Twisted RCA Interconnect', 'Wiring', 'RCA', 'Conduit', '=', 'RCA Interconnects', 'Conduit'],
      ['GL-RCA3', 'CONDUIT 3FT RCA Y-ADAPTER 1 FEMALE 2 MALE', 'WIRING', '', 'CONDUIT', 'Conduit 3 ft RCA Y-Adapter 1 Female 2 Male', 'RCA Interconnects', 'Conduit'],
      ['GL-ANL', 'Volt ANL Fuse Holder 0/4 Gauge In/Out', 'Fuses', '', 'Volt', '=', 'Fuses & Fuse Holders', 'Volt'],
      ['GL-F60', 'Volt 60A ANL Fuse (2-Pack)', 'Fuses', '', 'Volt', '=', 'Fuses & Fuse Holders', 'Volt'],
      ['GL-MAXI', 'volt maxi fuse holder 4ga inline w/ cover', 'fuses', '', 'volt', 'Volt Maxi Fuse Holder 4 Gauge Inline with Cover', 'Fuses & Fuse Holders', 'Volt'],
      ['GL-CB100', 'Volt 100A Circuit Breaker Manual Reset', 'Fuses', '', 'Volt', '=', 'Fuses & Fuse Holders', 'Volt'],
      ['GL-DB4', 'Volt 4-Way Distribution Block 1/0 In 4 Gauge Out', 'Wiring', 'Distribution', 'Volt', '=', 'Distribution Blocks', 'Volt'],
      ['GL-FDB', 'Volt Fused Distribution Block with AGU Fuses', 'Wiring', '', 'Volt', '=', 'Distribution Blocks', 'Volt'],
      ['GL-BT', 'Gold Series Battery Terminals Positive & Negative', 'Power', '', 'Gold Series', '=', 'Battery Terminals', 'Gold Series'],
      ['GL-CAP3', 'Gold Series 3 Farad Digital Power Capacitor', 'Power', 'Capacitors', 'Gold Series', '=', 'Capacitors', 'Gold Series'],
      ['GL-CAP1', 'GOLD 1.5F HYBRID CAP W/ VOLTAGE DISPLAY', 'POWER', '', 'GOLD SERIES', 'Gold 1.5F Hybrid Cap with Voltage Display', 'Capacitors', 'Gold Series'],
      ['GL-AGM75', 'Gold Series AGM Battery 75Ah 2400W', 'Batteries', '', 'Gold Series', '=', 'Batteries', 'Gold Series'],
      ['GL-LI100', 'GOLD SERIES LITHIUM LIFEPO4 100AH BATTERY 12V', 'BATTERIES', '', '', 'Gold Series Lithium LIFEPO4 100AH Battery 12V', 'Batteries', 'Gold Series'],
      ['GL-SD36', 'Conduit Sound Deadening Mat 36 sq ft', 'Installation', '', 'Conduit', '=', 'Sound Deadening', 'Conduit'],
      ['GL-REM18', 'Conduit 18 Gauge Remote Turn-On Wire 100 ft Blue', 'Wire', '', 'Conduit', '=', 'Power & Ground Wire', 'Conduit'],
      ['GL-BTC', 'Volt Battery Terminal Clamp Kit (Pair)', 'Power', '', 'Volt', '=', 'Battery Terminals', 'Volt'],
      ['GL-HRN6', 'Conduit Speaker Wire Harness Extension 6 Pin', 'Wiring', '', 'Conduit', '=', 'Wiring Harnesses', 'Conduit'],
    ],
  },
  tidewater: {
    name: 'Tidewater Marine',
    series: ['Reef', 'Tide', 'Harbor'],
    rows: [
      ['RF-65W', 'Reef RF-65W 6.5" Marine Coaxial Speakers White', 'Marine', '', 'Reef', '=', 'Marine Speakers', 'Reef'],
      ['RF-77', 'REEF RF-77 7.7IN MARINE COAX W/ RGB LED', 'MARINE AUDIO', '', 'REEF', 'Reef RF-77 7.7" Marine Coaxial with RGB LED', 'Marine Speakers', 'Reef'],
      ['TD-10', 'Tide TD-10 10" Marine Subwoofer Free-Air 4 Ohm', 'Marine', 'Subwoofers', 'Tide', '=', 'Marine Subwoofers', 'Tide'],
      ['TD-600.4', 'Tide TD-600.4 Marine 4-Channel Amplifier', 'Marine', '', 'Tide', '=', 'Marine Amplifiers', 'Tide'],
      ['HB-R1', 'Harbor HB-R1 Marine Digital Media Receiver with Bluetooth', 'Marine', '', 'Harbor', '=', 'Marine Receivers', 'Harbor'],
      ['RF-T1', 'Reef RF-T1 Marine Tweeters (Pair)', 'Marine', '', 'Reef', '=', 'Marine Speakers', 'Reef'],
      ['TD-1000.1', 'tide td-1000.1 marine mono amp ipx5', 'marine', '', 'tide', 'Tide td-1000.1 Marine Monoblock Amplifier ipx5', 'Marine Amplifiers', 'Tide'],
      ['RF-88', 'Reef RF-88 8.8" Marine Wake Tower Speakers Black', 'Marine', '', 'Reef', '=', 'Marine Speakers', 'Reef'],
      ['HB-SB10', 'Harbor HB-SB10 Marine Loaded Subwoofer Enclosure', 'Marine', '', '', '=', 'Marine Subwoofers', 'Harbor'],
      ['TD-LOC2', 'Tide Marine Line Output Converter 2-Channel', 'Marine', '', 'Tide', '=', 'Line Output Converters', 'Tide'],
    ],
  },
  thunderline: {
    name: 'Thunderline Audio',
    series: ['Storm', 'Surge', 'Tempest', 'Tempest Loaded', 'Cyclone'],
    rows: [
      ['TL-ST1000.1', 'THUNDERLINE storm st1000.1 mono amp 1000w rms', 'AMPS', '', 'storm series', 'Thunderline Storm st1000.1 Monoblock Amplifier 1000W RMS', 'Monoblock Amplifiers', 'Storm'],
      ['TL-SG400.1', 'Surge SG-400.1 Monoblock Amplifier 400W RMS', 'Amplifiers', 'Monoblock Amplifiers', 'Surge', '=', 'Monoblock Amplifiers', 'Surge'],
      ['TL-SG100.2', 'SURGE SG-100.2 2CH AMP 100W X 2', 'AMPLIFIERS', '', '', 'Surge SG-100.2 2-Channel Amplifier 100W x 2', '2-Channel Amplifiers', 'Surge'],
      ['TL-CY1200.1', 'cyclone cy-1200.1 compact mono amp', 'amps', '', 'cyclone', 'Cyclone cy-1200.1 Compact Monoblock Amplifier', 'Monoblock Amplifiers', 'Cyclone'],
      ['TL-CY800.5', 'Cyclone CY-800.5 Compact 5-Channel Amplifier', '', '', '', '=', '5-Channel Amplifiers', 'Cyclone'],
      ['TL-TS12D2', 'tempest ts-12d2 v2 12in sub dvc 2ohm 600w rms', 'Subs', 'Component Subwoofers', 'tempest', 'Tempest ts-12d2 v2 12" Subwoofer Dual Voice Coil 2 Ohm 600W RMS', 'Component Subwoofers', 'Tempest'],
      ['TL-TL212', 'Tempest Loaded TL-212 Dual 12" Subwoofers in Ported Enclosure', 'Subwoofers', '', 'Tempest Loaded', '=', 'Enclosed Subwoofers', 'Tempest Loaded'],
      ['TL-TL10T', 'TEMPEST LOADED TL-10T 10" TRUCK BOX SUB 2 OHM', 'SUBS', '', '', 'Tempest Loaded TL-10T 10" Truck Box Subwoofer 2 Ohm', 'Enclosed Subwoofers', 'Tempest Loaded'],
      ['TL-RBK2', 'Remote Bass Knob RBK-2 for Storm and Surge amps', 'Accessories', 'Remote Controls', '', 'Remote Bass Knob RBK-2 for Storm and Surge Amplifiers', 'Remote Level Controls', null],
      ['TL-LOC4', '4-Ch Line Output Converter w/ Auto Turn-On', 'Accessories', 'Signal Processors', '', '4-Channel Line Output Converter with Auto Turn-On', 'Line Output Converters', null],
      ['TL-CAP3', '3 Farad Digital Power Capacitor', 'Accessories', 'Capacitors', '', '=', 'Capacitors', null],
      ['TL-SD10', 'Sound Deadening Starter Kit 10 sq ft', 'Accessories', 'Sound Deadening', '', '=', 'Sound Deadening', null],
      ['TL-ST2500.1', 'Storm ST-2500.1 Competition Monoblock Amplifier 2500W RMS @ 1 Ohm', 'Amplifiers', '', 'Storm', '=', 'Monoblock Amplifiers', 'Storm'],
      ['TL-ST75.4', 'STORM ST-75.4 4 CHANNEL AMPLIFIER 75W X 4 @ 4 OHM', 'AMPS', '', 'STORM', 'Storm ST-75.4 4-Channel Amplifier 75W x 4 @ 4 Ohm', '4-Channel Amplifiers', 'Storm'],
      ['TL-TX15D2', 'Tempest TX-15D2 15" 1500W Competition Subwoofer (Dual 2 Ohm)', '', '', '', '=', 'Component Subwoofers', 'Tempest'],
      ['TL-SG125.5', 'Surge SG-125.5 5 Channel Amplifier 125W x 4 + 500W x 1', 'Amplifiers', '', 'Surge', 'Surge SG-125.5 5-Channel Amplifier 125W x 4 + 500W x 1', '5-Channel Amplifiers', 'Surge'],
      ['TL-ST75.6', 'Storm ST-75.6 6-Channel Amplifier', 'Amplifiers', '', 'Storm', '=', 'Multi-Channel Amplifiers', 'Storm'],
      ['TL-TS8D4', 'Tempest TS-8D4 8" Shallow Subwoofer Dual 4 Ohm', 'Subwoofers', '', 'Tempest', '=', 'Shallow-Mount Subwoofers', 'Tempest'],
      ['TL-CYK4', 'Cyclone Amplifier Install Kit 4 Gauge for CY Series', 'Wiring', '', '', '=', 'Amplifier Wiring Kits', 'Cyclone'],
      ['TL-RLC', 'Storm Remote Level Control for ST Amplifiers', 'Accessories', '', 'Storm', '=', 'Remote Level Controls', 'Storm'],
    ],
  },
  apex: {
    name: 'Apex Car Audio',
    series: ['Apex Pro', 'Velocity'],
    rows: [
      ['AX-DD7', 'Apex AX-DD7 6.8" Double DIN Digital Media Receiver CarPlay Android Auto', 'Head Units', '', '', 'Apex AX-DD7 6.8" Double-DIN Digital Media Receiver CarPlay Android Auto', 'Double-DIN Receivers', null],
      ['AX-SD1', 'APEX AX-SD1 SINGLE DIN CD RECEIVER W/ BLUETOOTH', 'RECEIVERS', '', '', 'Apex AX-SD1 Single-DIN CD Receiver with Bluetooth', 'Single-DIN Receivers', null],
      ['AX-FL10', 'Apex AX-FL10 10.1" Floating Screen Receiver', 'Head Units', '', '', '=', 'Floating-Screen Receivers', null],
      ['VL-T25', 'Velocity VL-T25 1" Neodymium Tweeters w/ Inline Crossover', 'Speakers', '', 'Velocity', 'Velocity VL-T25 1" Neodymium Tweeters with Inline Crossover', 'Tweeters', 'Velocity'],
      ['VL-XO1', 'Velocity VL-XO1 High-Pass Crossover for Tweeters', 'Speakers', '', 'Velocity', '=', 'Crossovers', 'Velocity'],
      ['AP-1000.1', 'Apex Pro AP-1000.1 Class D Mono Amplifier', 'Amplifiers', '', 'Apex Pro', 'Apex Pro AP-1000.1 Class D Monoblock Amplifier', 'Monoblock Amplifiers', 'Apex Pro'],
      ['AP-BR1', 'Apex Pro Wired Bass Remote for AP Monoblocks', 'Amplifier Accessories', '', 'Apex Pro', '=', 'Remote Level Controls', 'Apex Pro'],
      ['AX-NAV9', 'Apex AX-NAV9 9" Navigation Receiver with GPS', 'Head Units', '', '', '=', 'Navigation Receivers', null],
      ['VL-69C', 'Velocity VL-69C 6x9" 3-Way Speakers', 'Speakers', '', '', '=', 'Coaxial Speakers', 'Velocity'],
      ['AX-DD7W', 'apex ax-dd7w 7in dbl din dvd receiver', 'stereo', '', '', 'Apex ax-dd7w 7" Double-DIN DVD Receiver', 'Double-DIN Receivers', null],
      ['VL-65CS', 'VELOCITY VL-65CS 6.5" 2 WAY COMPONENT SPEAKERS', 'SPEAKERS', '', '', 'Velocity VL-65CS 6.5" 2-Way Component Speakers', 'Component Speakers', 'Velocity'],
      ['AP-800.4', 'Apex Pro AP-800.4 Full Range 4 Channel Amplifier', 'Amps', '', '', 'Apex Pro AP-800.4 Full Range 4-Channel Amplifier', '4-Channel Amplifiers', 'Apex Pro'],
      ['AP-XO3', 'Apex Pro AP-XO3 3-Way Crossover for Component Sets', '', '', '', '=', 'Crossovers', 'Apex Pro'],
      ['AX-AA5', 'Apex Aftermarket Antenna Adapter Ford 1995-Up', 'Installation', '', '', '=', 'Antenna Adapters', null],
      ['VL-BT10', 'Velocity VL-BT10 10" Loaded Bass Tube', 'Subwoofers', '', 'Velocity', '=', 'Enclosed Subwoofers', 'Velocity'],
    ],
  },
};

const orNull = (text: string) => (text === '' ? null : text);

const labelled = (makers: Record<string, Maker>): LabelledTradeName[] =>
  Object.values(makers).flatMap((maker) =>
    maker.rows.map(([sku, raw, category, subcategory, series, name, expectedSub, expectedSeries]) => ({
      sku,
      raw,
      manufacturer: maker.name,
      existingSeries: maker.series,
      fileCategory: orNull(category),
      fileSubcategory: orNull(subcategory),
      proposedSeries: orNull(series),
      expected: { name: name === '=' ? raw : name, subcategory: expectedSub, series: expectedSeries },
    })),
  );

/** The set the rules were tuned on. */
export const LABELLED_TRADE_NAMES: readonly LabelledTradeName[] = labelled(MAKERS);
/** Names the rules were not tuned on. */
export const HOLDOUT_TRADE_NAMES: readonly LabelledTradeName[] = labelled(HOLDOUT_MAKERS);
