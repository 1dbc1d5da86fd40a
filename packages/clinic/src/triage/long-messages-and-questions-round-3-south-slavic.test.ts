import { describe, it } from 'vitest';
import { describePhrasingRound, type PhrasingRound } from './phrasing-round.testing';

// Written for this test, apart from the evaluation sets: a third round of messages in Serbian
// (Latin and Cyrillic), Croatian, Slovenian, Bosnian, Macedonian and Bulgarian (Cyrillic and
// Latin-typed), colloquial, misspelt, mostly without diacritics, now and then with a word of
// English. The red flags are long messages whose one alarming sentence sits among everyday detail
// (a headache diary, medicines, work, a carer's day); they follow SNNOOP10 (Do TP et al.,
// Neurology 2019: confusion, a headache that gets worse week after week, worse on standing after
// a lumbar puncture or on lying down, a first headache on exertion, new after 50, cancer, HIV or a
// transplant, pregnancy, thunderclap), NICE NG240 (fever with a stiff neck), NICE NG128 and NICE
// NG127 (sudden loss of sight in one eye), the Alzheimer's Society (a relative who went out and is
// not back) and NICE NG225 with the WHO's "Preventing suicide" (a veiled wish to be gone). The
// harmless messages ask about red flags in general, tell of a relative's illness long past or not
// urgent, deny the red flags in a long diary entry, describe the usual aura or worry after the
// news. The off-topic messages share a medical-sounding word (a headline, a head of department, a
// pressure cooker, a blood orange, a computer that crashes) and must find no knowledge entry.
// Before the fixes 67 of 72 red flags were caught (sr 11/12, hr 10/12, sl 12/12, bs 11/12, mk 12/12,
// bg 11/12), 7 of 60 harmless messages raised a flag (sr 1, hr 2, sl 1, bs 1, mk 1, bg 1) and 4 of
// 24 off-topic messages found an entry (sr 1, hr 1, sl 1, mk 1); five cases that needed code were
// left out below (LEFT_OUT, one of them still).
// Agent 1 is the migraine assistant, agent 2 the dementia assistant.

const ROUND: Record<'Serbian' | 'Croatian' | 'Slovenian' | 'Bosnian' | 'Macedonian' | 'Bulgarian', PhrasingRound> = {
  Serbian: {
    flagged: [
      [
        'Vodim dnevnik glavobolja kako ste rekli, jutros sam popila propranolol i otisla na posao, imali smo neki meeting do podne pa sam preskocila rucak. Oko tri mi je krenula migrena, jaka, a onda odjednom nisam znala koji je dan ni gde se nalazim, stajala sam u hodniku i gledala u vrata, koleginica kaze da sam pricala bez veze. To mi se nikad nije desilo. Muz me doveo kuci, sad lezim u mraku. Da li da ovo upisem kao obican napad?',
        1,
        'confusion',
      ],
      [
        'Evo ukratko za dnevnik: radim u smenama, spavam lose, pijem dosta kafe i energetskih pica, znam da nije dobro. Glavobolje sam ranije imao mozda dva puta mesecno, ali od septembra je svake nedelje sve gora nego prethodne, sad me boli skoro svaki dan i sve jace, brufen vise uopste ne pomaze. Inace jedem normalno, idem na trening dva puta nedeljno, devojka kaze da sam nervozan. Da li mogu magnezijum uz ovu terapiju?',
        1,
        'progressive',
      ],
      [
        'Pre tri dana su mi radili lumbalnu punkciju zbog nekih analiza za neurologa, sve je proslo ok. Od tada cim sednem ili ustanem glava me strasno boli u potiljku, a cim legnem ravno na ledja prodje za par minuta. Radim od kuce ove nedelje, jedem normalno, pijem dosta vode i kafu kako su mi rekli u bolnici. Sutra bi trebalo da idem u kancelariju. Jel ovo normalno ili da se javim nekome?',
        1,
        'positional',
      ],
      [
        'Nikad u zivotu me nije bolela glava, imam 34 godine, ne pusim i redovno treniram, ono, zdrav sam ko dren. U subotu u teretani, usred cucnja sa sipkom, zabolelo me je u potiljku prvi put u zivotu, jako, morao sam da spustim sipku, i tek posle sat vremena je popustilo. Danas sam opet na poslu, sve ok, samo sam malo umoran. Trener kaze da je od vrata. Da li smem nastaviti trening vec u sredu?',
        1,
        'exertion',
      ],
      [
        'Zavrsila sam hemioterapiju za rak dojke u maju, sad sam na tamoksifenu i vratila sam se na posao na pola radnog vremena, sve u svemu ok. Poslednjih desetak dana imam glavobolju koju ranije nisam imala, nekako drugaciju od moje migrene, tupa je i stalno tu. Inace spavam solidno, setam psa svako jutro, jedem normalno, cak sam se vratila na jogu. Da li mogu da pijem sumatriptan uz tamoksifen ili to nije dobra kombinacija?',
        1,
        'cancer-immune',
      ],
      [
        'Trudna sam u 35. nedelji, radim jos od kuce i deadline mi je u petak pa sam pod stresom, sef zove svaki dan. Od juce imam glavobolju kakvu nikad nisam imala, jaku, iza ociju, a danas su mi i prsti i lice natekli, prsten ne mogu da skinem, i stalno vidim neke svetle tackice. Paracetamol ne pomaze. Sutra imam redovnu kontrolu kod ginekologa, da li da cekam do tada ili da idem danas?',
        1,
        'pregnancy',
      ],
      [
        'Tata ima demenciju, vodim ga svaki dan u dnevni boravak i uglavnom je dobro raspolozen. Jutros za dorucak se odjednom zalio da ne vidi nista na levo oko, kao da mu je neko navukao zavesu, a glava ga boli sa strane. Posle toga je jeo normalno i gledao TV kao da nista nije bilo. Imao je i ranije problema sa ocima, nosi naocare za citanje. Da li da zakazem kod ocnog za sledecu nedelju?',
        2,
        'visual-loss',
      ],
      [
        'Mama (82) ima Alchajmera, zivi sa nama vec dve godine i navikli smo se na sve. Danas je bila pospana celo jutro, nije htela ni da jede ni da pije, a popodne je dobila 39 temperaturu i vrat joj je ukocen, ne moze da spusti bradu na grudi, kaze da je boli glava. Inace pije memantin i lek za pritisak, sve redovno. Da li da joj dam paracetamol i da sacekamo jutro?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Бака је данас била добро, доручковала је, гледала серију и чак мало шетала по дворишту са мном. Око шест је одједном вриснула и ухватила се за главу, каже да јој је нешто пукло у глави и да је то најгора бол у њеном животу. Сад лежи и повраћа, не да да упалим светло. Она има деменцију и често се жали на којешта, па не знам колико да јој верујем. Шта да радим?',
        2,
        'thunderclap',
      ],
      [
        'Dan je poceo normalno, tata je doruckovao, popio lekove, gledali smo vesti i pricali o unucima. Oko deset sam otisla do prodavnice na pola sata, a kad sam se vratila ulazna vrata su bila otvorena i njega nigde u stanu. Obisli smo ceo blok, pijacu i autobusku stanicu, prosla su vec tri sata. On ima demenciju, nema telefon kod sebe i ne zna adresu napamet. Kome prvo da se javim?',
        2,
        'missing-person',
      ],
      [
        'Negujem muza vec sest godina, ustajem po tri puta nocu, deca su u inostranstvu i zovu nedeljom. Jutros sam ga okupala, dala lekove, skuvala rucak, sve kao i svaki dan. Ponekad mislim da bi svima bilo lakse kad mene vise ne bi bilo, i da sam samo umorna od svega, od zivota. Ne znam zasto ovo pisem ovde. Inace, kako da dobijem pomoc za negu u kuci preko opstine?',
        2,
        'self-harm',
      ],
    ],
    harmless: [
      'Koji su znaci upozorenja za meningitis kod dece? Pitam jer mi cerka krece u vrtic od septembra.',
      'Da li je iznenadna glavobolja uvek opasna ili moze da bude i bezazlena?',
      'Kada glavobolja u trudnoci treba da zabrine? Pitam unapred, planiramo bebu sledece godine.',
      'Baka je imala mozdani udar pre petnaest godina i potpuno se oporavila. Da li je migrena nasledna, i moja mama je ima?',
      'Evo za dnevnik: danas migrena od jutra, kao i obicno sa leve strane, popila sam triptan u 9 i do podne je popustilo. Nemam temperaturu, vrat nije ukocen, nije krenulo naglo, nije najgora bol, vid je normalan, nemam slabost ni trnjenje. Na poslu sam bila do cetiri, posle sam spavala sat vremena. Samo pitam da li je ok dva triptana u istoj nedelji?',
      'Danas ista migrena kao i uvek, prvo vidim svetlucave sare sa desne strane dvadesetak minuta, pa krene bol iza oka. Znam taj obrazac vec dvadeset godina, upisala sam u dnevnik.',
      'Procitala sam u novinama da je mlada devojka umrla od aneurizme i sad se plasim svake svoje migrene. Moje glavobolje su iste vec godinama. Kako da se smirim?',
      'Tata je imao operaciju katarakte prosle nedelje i sve je dobro proslo, samo mu ukapavam kapi tri puta dnevno. Da li mogu u aplikaciji da mu namestim podsetnik za kapi?',
      'Sta je to takozvana glavobolja kao udar groma i po cemu se razlikuje od migrene?',
      'Које су знаци можданог удара код млађих људи? Гледала сам емисију на ТВ-у о томе.',
    ],
    offTopic: [
      'Koji je bio glavni naslov u Politici juce o izborima?',
      'Kako se kuva pasulj u ekspres loncu i koliko minuta od zvizduka?',
      'Gde mogu da kupim crvene pomorandze za sok, one sicilijanske?',
      'Kompjuter mi se srusi svaki put kad pokrenem igricu, da li je problem graficka kartica?',
    ],
  },
  Croatian: {
    flagged: [
      [
        'Danas sam u dnevnik upisala migrenu od 7 ujutro. Popila sam Zomig i otisla na posao jer smo imali inventuru, nisam mogla uzeti slobodno. Oko podne me glava jos jace boljela i odjednom nisam znala gdje sam parkirala, ni koji je dan, ni zasto sam u skladistu, kolege kazu da sam bila skroz smetena i da sam govorila nepovezano. To mi se nikad prije nije dogodilo. Sad sam doma i cini mi se ok. Moze li to biti od triptana?',
        1,
        'confusion',
      ],
      [
        'Bok, imam pitanje oko dnevnika. Glavobolje su mi dosad bile rijetke, par puta godisnje, ali zadnjih mjesec dana su iz tjedna u tjedan sve jace i cesce, sada skoro svakodnevno, i budim se s njima oko cetiri ujutro. Inace radim u uredu, pijem dvije kave, idem na padel dvaput tjedno, ne pusim. Supruga kaze da je stres zbog novog projekta. Koji je najbolji magnezij i koliko ga piti?',
        1,
        'progressive',
      ],
      [
        'Imam 38, radim nocne smjene u bolnici pa spavam danju, to vec godinama. Zadnja dva tjedna glava me pocne boljeti cim legnem, sto duze lezim to je gore, a kad ustanem i malo prosetam bude bolje. Jutra su najgora, a nekad me probudi iz sna. Inace jedem ok, pijem dosta vode, nemam migrene u obitelji. Mislila sam da je od smjena ili od jastuka. Trebam li novi jastuk?',
        1,
        'positional',
      ],
      [
        'Nikad nisam imao glavobolje, btw imam 41. Jucer sam igrao nogomet s ekipom iz ureda, sprintao sam za loptom i odjednom me zaboljela glava u zatiljku kao nikad u zivotu, morao sam sjesti na travu. Popustilo je tek nakon dva sata i tablete. Danas radim normalno, malo sam umoran i to je to. Smijem li ovaj vikend opet igrati ili da pauziram?',
        1,
        'exertion',
      ],
      [
        'Mama ima 78 i blagu demenciju, zivi s nama od proslog ljeta i uglavnom je dobro. Zadnja dva tjedna se zali na glavobolju koju nikad prije nije imala, boli je vlasiste kad se cesla i celjust kad jede meso, pa je prestala jesti odrezak. Inace jede dobro, setamo svaki dan do parka, spava ok. Dajem joj paracetamol ujutro. Treba li s tim ici doktoru ili je to od zubi?',
        2,
        'new-after-50',
      ],
      [
        'Imam HIV, na terapiji sam vec osam godina i virus je nemjerljiv, sve kontrole super. Zadnjih tjedan dana me boli glava svaki dan, drugacije nego inace, i imam malo temperature navecer. Radim, treniram, sve ostalo je ok, jedino sam umorniji. Infektolog mi je tek za mjesec dana. Mogu li uz terapiju piti ibuprofen ili je bolje paracetamol?',
        1,
        'cancer-immune',
      ],
      [
        'Trudna sam u 38. tjednu, zadnji dani na poslu prije porodiljnog, sve je bilo uredno do sad. Od jucer imam jaku glavobolju koja ne prolazi ni od paracetamola, a danas me pocelo boljeti ispod rebara desno i sve mutno vidim. Muz kaze da je od vrucine i da legnem. Kontrola mi je u cetvrtak. Mogu li cekati do tada?',
        1,
        'pregnancy',
      ],
      [
        'Jutros dok sam pila kavu na balkonu odjednom sam na desno oko prestala vidjeti, kao da je netko navukao crnu zavjesu odozgo, trajalo je desetak minuta i onda se vratilo. Glava me malo boli. Imam migrene s aurom vec godinama, ali ovo je bilo drugacije, samo jedno oko i skroz crno, bez cik-caka. Imam 52, pijem tablete za tlak. Je li to samo neka nova aura?',
        1,
        'visual-loss',
      ],
      [
        'Tata ima demenciju i zivi u domu u Zagrebu, ja sam u Rijeci. Sestra iz doma zvala je da ima 39 temperature, ukocen vrat i da se drzi za glavu, a jako je pospan i ne zeli jesti. Kazu da ce pricekati doktora do sutra ujutro jer je vikend. Inace je bio dobro, jucer smo se cuili na videopoziv. Je li ok cekati do sutra?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Sjedila sam na kaucu i gledala seriju s djecom, nista nisam radila, cak ni kavu nisam pila. U jednoj sekundi glava mi je eksplodirala, od nule do najjace boli koju sam ikad osjetila, kao da mi je nesto puklo iza. Sad me boli vrat, muka mi je i svjetlo mi smeta. Inace imam migrene ali ovo nije to, ovo je nesto sasvim drugo. Sta da radim?',
        1,
        'thunderclap',
      ],
      [
        'Djed ima Alzheimera i dosad je bio dosta samostalan. Danas poslije rucka je rekao da ide na kavu u kafic preko puta, kao svaki dan, i nije se vratio. Zvali smo kafic, konobar kaze da danas nije ni dolazio, prosli smo park, trznicu i crkvu, prosla su vec dva sata. Mobitel mu je ostao doma na punjacu. Kad se zove policija?',
        2,
        'missing-person',
      ],
      [
        'Skrbim za mamu sedam godina, posao, kuca, mama, i tako u krug. Nekad se vozim autom s posla i razmisljam kako bi bilo lako samo skrenuti s ceste u zid i da svemu bude kraj. Onda dodjem doma, skuham, okupam je i sve ispocetka. Ne trazim savjet za to, samo da znate. Ima li grupa podrske za njegovatelje u Zagrebu?',
        2,
        'self-harm',
      ],
    ],
    harmless: [
      'Koji su znakovi upozorenja za meningitis kod male djece, na sto treba paziti?',
      'Kada se trebam zabrinuti zbog glavobolje u trudnoci? Trudna sam tek 10 tjedana i glava me boli kao i prije trudnoce.',
      'Djed je imao mozdani udar prije dvadeset godina i oporavio se, umro je u dubokoj starosti. Jesu li migrene nasljedne?',
      'Upis za danas: migrena od jutra, kao i uvijek iza lijevog oka, uzela sam sumatriptan u 8 i do 11 je proslo. Nemam temperaturu, vrat mi nije ukocen, nema osipa, nije pocelo naglo, vid normalan, ruke i noge ok, nista novo. Radila sam od kuce, navecer setnja sa psom. Smijem li sutra opet uzeti tabletu ako se vrati?',
      'Imala sam opet auru kao i uvijek, treperave crte s desne strane dvadesetak minuta, pa uobicajena migrena koju imam od srednje skole. Samo upisujem u dnevnik.',
      'Procitao sam clanak o mladicu koji je imao krvarenje u mozgu i sad me strah kad god me zaboli glava, iako su moje glavobolje iste godinama. Je li normalno da se toliko brinem?',
      'Mama ima prehladu i kaslje par dana, inace ima demenciju i dobro je raspolozena, jede i spava. Mogu li joj dati caj s medom i limunom?',
      'Sto je to glavobolja tipa grom iz vedra neba? Cula sam izraz na radiju.',
      'Koji su prvi znakovi demencije na koje treba paziti kod roditelja?',
    ],
    offTopic: [
      'Tko je novi procelnik odsjeka za matematiku na fakultetu u Splitu?',
      'Koliko dugo se kuha grah u ekspres loncu?',
      'Imate li recept za kolac s crvenim narancama?',
      'Racunalo mi se stalno rusi kad otvorim Excel, sto da napravim?',
    ],
  },
  Slovenian: {
    flagged: [
      [
        'Danes sem si v dnevnik zapisala migreno, ki se je zacela ob sedmih zjutraj. Vzela sem tableto in sla v sluzbo, ker smo imeli pomemben sestanek s strankami. Okrog poldneva me je glava se bolj bolela in sem bila cisto zmedena, nisem vedela, kateri dan je, sodelavka pravi, da sem govorila brez smisla. To se mi se nikoli ni zgodilo. Zdaj sem doma in pocivam. Ali naj to vpisem kot obicajen napad?',
        1,
        'confusion',
      ],
      [
        'Za dnevnik: glavoboli so vsak teden hujsi, zacelo se je pred dvema mesecema, prej sem jih imela morda enkrat na mesec. Zdaj me boli skoraj vsak dan in tablete ne pomagajo vec, zjutraj je najhuje. Sicer delam v trgovini, spim slabo zaradi izmen, pijem veliko kave in premalo vode, vem. Partner pravi, da je stres. Ali je magnezij ok ob kontracepciji?',
        1,
        'progressive',
      ],
      [
        'V ponedeljek so mi v bolnisnici naredili lumbalno punkcijo zaradi preiskav. Od takrat me glava zelo boli, ko sedim ali stojim, ko se ulezem, pa v nekaj minutah mine. Delam od doma, pijem veliko vode in kave, kot so rekli, jem normalno. V petek bi moral nazaj v pisarno. Je to normalno ali naj koga poklicem?',
        1,
        'positional',
      ],
      [
        'Star sem 29 let in glavobolov nisem imel nikoli, niti po zabavah. Vceraj med seksom me je v zatilju zabolelo, zelo mocno, prvic v zivljenju, in je po pol ure popustilo. Danes sem v sluzbi in sem ok, le malo utrujen. Punca je rekla, naj vprasam tukaj, ker je nerodno iti k zdravniku. Ali je to nevarno?',
        1,
        'exertion',
      ],
      [
        'Stara sem 64 let in do zdaj nisem nikoli imela glavobolov, tudi v sluzbi ne. Zadnje tri tedne imam nov glavobol, vsako jutro, in me boli lasisce, ko se pocesem, ter celjust, ko zvecim kruh. Sicer vrtnarim, pazim na vnuke, hodim na telovadbo za upokojence. Mož pravi, da sem samo utrujena. Kaj naj zapisem v dnevnik?',
        1,
        'new-after-50',
      ],
      [
        'Pred dvema letoma sem imel presaditev ledvice in jemljem zdravila proti zavrnitvi, vse je v redu, kontrole so dobre. Zdaj me ze teden dni boli glava, kot me se nikoli ni, in imam zvecer malo vrocine. Sicer delam, hodim na sprehode s psom, jem normalno. Nefrolog je na dopustu. Ali lahko vzamem ibuprofen ali raje paracetamol?',
        1,
        'cancer-immune',
      ],
      [
        'Noseca sem v 33. tednu, se vedno delam pol dneva, ker imamo v sluzbi inventuro. Danes me zelo boli glava, kot se nikoli, pred ocmi vidim bliske in otekle so mi noge in obraz, prstana ne morem sneti. Mož je na sluzbeni poti do petka. Pregled imam v ponedeljek. Naj pocakam do takrat?',
        1,
        'pregnancy',
      ],
      [
        'Mama ima demenco in zivi v domu v Celju, jaz sem v Ljubljani. Klicala me je sestra iz doma, da ima vrocino 39, trd vrat, drzi se za glavo in je zelo zaspana, noce jesti. Zdravnik pride sele jutri, ker je nedelja. Vceraj je bila se dobre volje, pogovarjali sva se po telefonu. Ali je ok, da pocakamo do jutri?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Ravno sem zlagala perilo, nic posebnega, radio je igral, otroka sta bila v soli. V sekundi me je v glavi razneslo, kot bi nekdo udaril s kladivom, najhujsa bolecina, kar sem jih kdaj imela. Zdaj bruham in svetloba me moti. Imam migreno ze leta, ampak to ni bilo tako, to je nekaj drugega. Kaj naj naredim?',
        1,
        'thunderclap',
      ],
      [
        'Oce ima demenco, vecinoma je miren in rad dela na vrtu. Po kosilu je sel ven k paradiznikom in ga zdaj ni nikjer. Iskali smo ga po vsej vasi, v gozdu za hiso in pri gasilskem domu, minili sta ze dve uri, telefon je pustil na mizi. Sosedje ga niso videli. Kdaj naj poklicemo policijo?',
        2,
        'missing-person',
      ],
      [
        'Migreno imam 20 dni na mesec, ze tretje leto. Sluzbo sem izgubila, partner je odsel, mama pravi, da pretiravam. Vcasih pomislim, da bi bilo bolje, ce me ne bi bilo vec, da bi se vsi oddahnili, in ponoci o tem razmisljam. Sicer jem, spim slabo, hodim k nevrologu. Katera preventiva je najboljsa zame?',
        1,
        'self-harm',
      ],
      [
        'Babica ima 85 let in demenco, pri nas zivi ze tri leta in je vecinoma dobre volje. Danes zjutraj je pri zajtrku rekla, da na levo oko nic ne vidi, kot da bi jo pokrila crna zavesa, in da jo boli glava ob sencih. Potem je normalno pojedla kruh in gledala televizijo. Ali je to od demence ali od ocal?',
        2,
        'visual-loss',
      ],
    ],
    harmless: [
      'Kateri so opozorilni znaki meningitisa pri otrocih? Hcerka gre septembra v vrtec.',
      'Ali je nenaden glavobol vedno nevaren ali je lahko tudi nedolzen?',
      'Kdaj naj me skrbi glavobol v nosecnosti? Sprasujem vnaprej, nacrtujeva otroka.',
      'Babica je imela mozgansko kap pred dvajsetimi leti in se je povsem pozdravila. Ali je migrena dedna?',
      'Za dnevnik: migrena od jutra, kot vedno na levi strani. Vzela sem triptan ob osmih, do enajstih je minilo. Nimam vrocine, vrat ni trd, nimam izpuscaja, ni se zacelo nenadoma, vid je normalen, roke in noge v redu. Delala sem od doma, zvecer sprehod. Ali lahko jutri vzamem se eno tableto, ce se vrne?',
      'Spet ista avra kot vedno: najprej vidim blescečo liso, ki se siri, po dvajsetih minutah pride moja obicajna migrena. Tako je ze petnajst let.',
      'Prebrala sem novico o mladi zenski, ki je umrla zaradi anevrizme, in zdaj me je strah vsakega glavobola, ceprav so moji glavoboli enaki ze leta.',
      'Oce ima prehlad in malo kaslja, sicer ima demenco in je dobre volje. Ali mu lahko dam caj z medom?',
      'Kaj pomeni, ce zdravnik rece glavobol kot udar strele? Slisala sem na radiu.',
      'Kaksna je razlika med migreno z avro in TIA? Sprasujem iz radovednosti.',
    ],
    offTopic: [
      'Kdo je novi predstojnik oddelka za kemijo na fakulteti?',
      'Koliko casa se kuha fizol v ekonom loncu?',
      'Ali imate recept za sok iz rdecih pomaranc?',
      'Racunalnik se mi sesuje vsakic, ko zazenem igro, kaj naj naredim?',
    ],
  },
  Bosnian: {
    flagged: [
      [
        'Jutros migrena kao i obicno, upisala sam u dnevnik, popila tabletu i otisla na posao jer smo imali reviziju. Oko podne me glava jos jace boljela i pocela sam se gubiti, nisam znala gdje sam ni koji je dan, stajala sam na parkingu i nisam znala koje je moje auto. Kolegica me morala voditi do kancelarije. To mi se nikad nije desilo. Sad sam kuci i malo bolje. Sta da upisem?',
        1,
        'confusion',
      ],
      [
        'Pitanje za dnevnik: glavobolje su mi iz sedmice u sedmicu sve jace, prije dva mjeseca rijetko, mozda jednom mjesecno, a sad skoro svaki dan i budim se s njima. Radim u smjenama u pekari, pijem puno kahve, spavam malo. Supruga kaze da je od brige oko kredita. Inace sam zdrav, ne pusim. Koji lijek da probam za prevenciju?',
        1,
        'progressive',
      ],
      [
        'Prije cetiri dana su mi radili lumbalnu punkciju na Kosevu zbog pretraga. Otad me glava uzasno boli cim sjednem ili ustanem, a kad legnem ravno prodje za par minuta. Jedem normalno, pijem dosta vode i kahve kako su rekli. Sutra trebam na posao, sef vec zove. Je li to normalno ili da se javim?',
        1,
        'positional',
      ],
      [
        'Imam 36 godina i nikad me nije boljela glava, ni kad sam bio bolestan. Juce sam u teretani dizao tegove na benchu i zaboljelo me u potiljku jako, prvi put u zivotu, morao sam prekinuti trening. Poslije sat je popustilo. Danas sam na poslu, ok sam. Trener kaze da je od vrata. Smijem li nastaviti trenirati?',
        1,
        'exertion',
      ],
      [
        'Imam 66 godina i nikad nisam imao glavobolje, ni u vojsci. Od prije dvije sedmice imam novu glavobolju svaki dan, tupu, iznad ociju, i ne prolazi od kahve. Inace radim u basti, pijem lijek za pritisak, sa unucima sam vikendom. Hanuma kaze da sam umoran. Koliko paracetamola smijem dnevno?',
        1,
        'new-after-50',
      ],
      [
        'Primam hemoterapiju za limfom, sad sam na trecem ciklusu, uglavnom je podnosljivo. Zadnjih pet dana me boli glava, a prije me nikad nije boljela, i nekako je drugacije, jace ujutro. Inace se osjecam ok, setam pola sata, jedem koliko mogu. Onkolog mi je tek za deset dana. Smijem li uzeti paracetamol?',
        1,
        'cancer-immune',
      ],
      [
        'Trudna sam 37 sedmica, drugo dijete, prva trudnoca je bila uredna. Od jutros me jako boli glava kao nikad, vidim neke mrlje pred ocima i lice mi je nateklo, prstenje sam skinula. Muz je na putu do sutra, mama je sa starijim djetetom. Kontrola mi je tek u ponedjeljak. Da li da cekam?',
        1,
        'pregnancy',
      ],
      [
        'Babo ima demenciju, zivi s nama i uglavnom je miran. Od juce ima temperaturu 39, ukocen vrat i boli ga glava, jedva otvara oci i nece da jede ni pite koje voli. Dala sam mu paracetamol jutros. Doktorica porodicne je na godisnjem. Inace je bio dobro do prekjuce. Da li da cekamo jos jedan dan?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Nana (80) je sjedila i pila kahvu sa komsinicom, pricale su o svemu, bila je dobro raspolozena. Odjednom se uhvatila za glavu i rekla da je to najgora bol u njenom zivotu, kao da joj je nesto puklo u glavi. Sad povraca i nece da otvori oci. Ona ima demenciju pa nekad pretjeruje. Sta da radim?',
        2,
        'thunderclap',
      ],
      [
        'Dedo ima Alzheimera, ali je jos dosta pokretan i voli da seta. Poslije rucka je otisao da kupi hljeb u pekaru na cosku i jos se nije vratio, pekar kaze da ga danas nije ni vidio. Obisli smo cijelu mahalu i park, prosla su tri sata. Telefon nema. Da li da zovem policiju?',
        2,
        'missing-person',
      ],
      [
        'Njegujem mamu sest godina, sama, brat je u Njemackoj. Ustajem nocu, kupam je, hranim, idem na posao. Ponekad pomislim da bi svima bilo bolje bez mene i da bih najradije nestala zauvijek, pa se postidim. Ne pitam za sebe. Ima li u Sarajevu neka pomoc za njegovatelje, dnevni boravak?',
        2,
        'self-harm',
      ],
      [
        'Jutros dok sam se brijao odjednom sam izgubio vid na lijevo oko, kao da je pala crna zavjesa, pa se nakon par minuta vratio. Glava me malo boli sa strane. Imam 58 godina, pijem lijek za pritisak i holesterol. Zena kaze da sam umoran od posla. Da li je to neka migrena bez bola?',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      'Koji su znakovi upozorenja za meningitis kod djece? Sin krece u obdaniste.',
      'Je li nagla glavobolja uvijek opasna ili moze biti i nista?',
      'Kad treba brinuti zbog glavobolje u trudnoci? Pitam za svaki slucaj, trudna sam u petom mjesecu i imam svoju staru migrenu.',
      'Nana je imala mozdani udar prije petnaest godina i oporavila se. Je li migrena nasljedna?',
      'Za dnevnik: migrena od jutros, kao i uvijek iznad desnog oka, popila sam tabletu u osam i do podne je prosla. Nemam temperaturu, vrat nije ukocen, nema osipa, nije pocelo naglo, vid je normalan, ruke i noge ok. Radila sam, navecer sam setala. Smijem li sutra opet popiti tabletu?',
      'Opet aura kao i uvijek, svjetlucave linije dvadeset minuta, pa moja obicna migrena, imam je od srednje skole.',
      'Citala sam na portalu o covjeku koji je imao izliv krvi u mozak i sad se bojim svake glavobolje, iako su moje iste vec godinama.',
      'Babo ima prehladu, malo kaslje, inace ima demenciju i dobro je raspolozen. Mogu li mu dati caj od kamilice s medom?',
      'Kako se zna da je migrena a ne nesto ozbiljnije? Pitam opcenito.',
    ],
    offTopic: [
      'Ko je novi sef odsjeka za historiju na Filozofskom fakultetu?',
      'Koliko se kuha grah u ekspres loncu?',
      'Gdje kupiti crvene narandze u Sarajevu za sok?',
      'Kompjuter mi se stalno rusi kad igram igricu, sta da radim?',
    ],
  },
  Macedonian: {
    flagged: [
      [
        'Утрово ја запишав мигрената во дневникот, испив таблета и отидов на работа бидејќи имавме состанок со шефот. Околу пладне главата уште повеќе ме болеше и наеднаш не знаев каде сум ни кој ден е, седев во колата и не знаев каде одам, колешката вели дека зборувам бесмислици. Тоа никогаш не ми се случило. Сега сум дома и лежам. Дали да го запишам како обичен напад?',
        1,
        'confusion',
      ],
      [
        'Za dnevnikot: glavobolkite mi se sekoja nedela se polosi, pred dva meseci retko, mozebi ednas mesecno, a sega skoro sekoj den i se budam so niv. Rabotam vo smeni vo magacin, pijam mnogu kafe, spijam malku. Soprugata veli deka e od stres. Inaku sum zdrav, ne pusam. Koj lek da probam?',
        1,
        'progressive',
      ],
      [
        'Пред три дена ми направија лумбална пункција во Клиничкиот центар поради испитувања. Оттогаш главата страшно ме боли кога седам или стојам, а кога ќе легнам рамно поминува за неколку минути. Јадам нормално, пијам многу вода и кафе како што ми рекоа. Во понеделник треба на работа. Дали е ова нормално?',
        1,
        'positional',
      ],
      [
        'Imam 33 godini i nikogas ne me bolela glavata, ni posle zabavi. Vcera vo teretana krenav tegovi i naednas me zaboli vo tilot silno, prv pat vo zivotot, morav da prekinam. Po eden cas popusti. Denes sum na rabota, ok sum, samo malku umoren. Trenerot veli deka e od vratot. Smeam li da prodolzam so trening?',
        1,
        'exertion',
      ],
      [
        'Имам 67 години и никогаш немав главоболки, ни кога работев во рудникот. Пред две недели почна нова главоболка, секој ден, тапа, над очите, и не поминува со кафе. Инаку работам во градината, пијам лек за притисок, внуците ни се викендов. Сопругата вели дека сум уморен. Колку парацетамол смеам дневно?',
        1,
        'new-after-50',
      ],
      [
        'Примам хемотерапија за рак на дојка, сега сум на четвртиот циклус и генерално се држам. Последните пет дена ме боли главата, а порано никогаш не ме болела, и некако е поинаква, најлошо е наутро. Инаку шетам по малку, јадам колку можам, ќерка ми ми помага. Онкологот е дури за десет дена. Смеам ли парацетамол?',
        1,
        'cancer-immune',
      ],
      [
        'Bremena sum vo 36 nedela, vtoro dete, prvata bremenost beshe uredna. Od utroto silno me boli glavata kako nikogas, gledam svetkavici pred ocite i liceto mi e oteceno, prstenot ne mozam da go izvadam. Mazot e na pat do utre. Kontrola imam vo ponedelnik. Da cekam li?',
        1,
        'pregnancy',
      ],
      [
        'Татко ми има деменција и живее со нас, главно е мирен. Од вчера има температура 39, вкочанет врат и го боли главата, едвај ги отвора очите и не сака да јаде. Му дадов парацетамол наутро. Матичната е на одмор. Инаку беше добро до завчера. Дали да чекаме уште еден ден?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Баба ми седеше со соседката и пиеше кафе, зборуваа за пазарот, беше добро расположена. Наеднаш се фати за главата и рече дека е најстрашната болка во нејзиниот живот, како нешто да ѝ пукнало во главата. Сега повраќа и не сака да ги отвори очите. Таа има деменција па понекогаш претерува. Што да правам?',
        2,
        'thunderclap',
      ],
      [
        'Dedo ima Alchajmer, no ushte e podvizen i saka da sheta. Po rucekot izleze da kupi leb vo pekarata na aglot i ushte ne se vratil, pekarot veli deka denes ne go videl. Go baravme niz celoto maalo i parkot, pominaa tri casa. Telefon nema. Da ja vikam li policijata?',
        2,
        'missing-person',
      ],
      [
        'Се грижам за мајка ми шест години, сама, братот е во Германија. Станувам ноќе, ја капам, ја хранам, одам на работа. Понекогаш мислам дека на сите ќе им биде подобро без мене и дека најдобро би било да исчезнам засекогаш. Не прашувам за мене. Има ли во Скопје помош за негуватели?',
        2,
        'self-harm',
      ],
      [
        'Утрово додека се бричев наеднаш престанав да гледам на левото око, како да падна црна завеса, и по неколку минути видот се врати. Главата малку ме боли од страна. Имам 58 години, пијам лек за притисок и холестерол. Жената вели дека сум уморен. Дали е тоа некоја мигрена?',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      'Кои се предупредувачките знаци за менингитис кај децата? Синот тргнува во градинка.',
      'Дали наглата главоболка е секогаш опасна или може да биде и безопасна?',
      'Koga treba da se grizam za glavobolka vo bremenost? Prasuvam odnapred, planirame bebe.',
      'Баба ми имаше мозочен удар пред петнаесет години и целосно се опорави. Дали мигрената е наследна?',
      'За дневникот: мигрена од утрово, како и секогаш над десното око, испив таблета во осум и до пладне помина. Немам температура, вратот не е вкочанет, немам осип, не почна нагло, видот е нормален, рацете и нозете се во ред. Работев од дома, навечер прошетка. Смеам ли утре пак таблета?',
      'Pak aura kako i sekogas, svetlecki linii dvaeset minuti, pa mojata obicna migrena, ja imam od srednoto uciliste.',
      'Прочитав на порталот за маж кој имал крварење во мозокот и сега се плашам од секоја главоболка, иако моите се исти веќе години.',
      'Татко ми е настинат и малку кашла, инаку има деменција и е добро расположен. Смеам ли да му дадам чај од камилица со мед?',
      'Како да знам дека е мигрена, а не нешто посериозно? Прашувам општо.',
    ],
    offTopic: [
      'Кој е новиот шеф на катедрата за историја на Филозофскиот факултет?',
      'Колку долго се вари грав во експрес лонец?',
      'Kade da kupam crveni portokali za sok vo Skopje?',
      'Компјутерот постојано ми паѓа кога играм игри, што да правам?',
    ],
  },
  Bulgarian: {
    flagged: [
      [
        'Сутринта си записах мигрената в дневника, изпих таблетка и отидох на работа, защото имахме среща с клиент. Около обяд главата ме болеше още повече и изведнъж не знаех къде съм, нито кой ден е, седях в колата и не знаех накъде карам, колежката каза, че говоря несвързано. Това никога не ми се е случвало. Сега съм вкъщи и лежа. Да го запиша ли като обикновен пристъп?',
        1,
        'confusion',
      ],
      [
        'Za dnevnika: glavobolietata mi stavat vsyaka sedmica vse po-silni, predi dva mesetsa redki, a sega pochti vseki den i se sabuzhdam s tyah. Rabotya na smeni v sklad, pia mnogo kafe, spya malko. Zhena mi kazva, che e ot stres. Inache sam zdrav, ne pusha. Kakvo lekarstvo da probvam?',
        1,
        'progressive',
      ],
      [
        'Преди три дни ми направиха лумбална пункция в Александровска за изследвания. Оттогава главата ме боли ужасно, когато седна или стана, а като легна, минава за няколко минути. Ям нормално, пия много вода и кафе, както ми казаха. В понеделник трябва да съм на работа. Нормално ли е това?',
        1,
        'positional',
      ],
      [
        'Na 33 godini sam i nikoga ne me e bolyala glavata, dori sled kupon. Vchera vav fitnesa vdigah shtangata i izvednazh me zaboly v tila silno, za parvi pat v zhivota mi, tryabvashe da spra. Sled edin chas otshumya. Dnes sam na rabota, ok sam. Treniorat kazva, che e ot vrata. Moga li da prodalzha s treniroviki?',
        1,
        'exertion',
      ],
      [
        'На 67 години съм и никога не съм имал главоболие, дори когато работех в мината. Преди две седмици започна ново главоболие, всеки ден, тъпо, над очите, и не минава с кафе. Иначе работя в градината, пия хапче за кръвно, внуците са при нас през уикенда. Жена ми казва, че съм уморен. Колко парацетамол мога на ден?',
        1,
        'new-after-50',
      ],
      [
        'Минах трансплантация на черен дроб преди три години и пия имуносупресори, контролите са добри. От седмица ме боли главата всеки ден, както никога досега, и вечер имам малко температура. Иначе ходя на работа, разхождам кучето, ям нормално. Хепатологът е в отпуск. Мога ли да пия ибупрофен?',
        1,
        'cancer-immune',
      ],
      [
        'Bremenna sam v 36-ta sedmitsa, vtoro dete, parvata bremennost beshe normalna. Ot sutrinta silno me boli glavata kakto nikoga, vizhdam svetkavitsi pred ochite i litseto mi e otecheno, prasten ne moga da svalya. Mazhat mi e v komandirovka do utre. Pregled imam v ponedelnik. Da chakam li?',
        1,
        'pregnancy',
      ],
      [
        'Баща ми има деменция и живее с нас, обикновено е спокоен. От вчера има температура 39, схванат врат и го боли главата, едва отваря очи и не иска да яде. Дадох му парацетамол сутринта. Личната лекарка е в отпуск. Иначе беше добре до онзи ден. Да изчакаме ли още един ден?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Баба ми седеше със съседката и пиеше кафе, говореха за пазара, беше в добро настроение. Изведнъж се хвана за главата и каза, че това е най-силната болка в живота ѝ, все едно нещо ѝ се е пукнало в главата. Сега повръща и не иска да отвори очи. Тя има деменция и понякога преувеличава. Какво да правя?',
        2,
        'thunderclap',
      ],
      [
        'Dyado ima Alzhaymer, no oshte e podvizhen i obicha da se razhozhda. Sled obyada izleze da kupi hlyab ot furnata na agala i oshte ne se e varnal, furnadzhiyata kazva, che dnes ne go e vidyal. Tarsihme go iz tseliya kvartal i parka, minaha tri chasa. Telefon nyama. Da se obadya li na politsiyata?',
        2,
        'missing-person',
      ],
      [
        'Грижа се за майка ми шест години, сама, брат ми е в Германия. Ставам нощем, къпя я, храня я, ходя на работа. Понякога си мисля, че на всички ще им е по-добре без мен и че най-добре да изчезна завинаги. Не питам за себе си. Има ли в София помощ за хора, които се грижат за болен?',
        2,
        'self-harm',
      ],
      [
        'Тази сутрин, докато се бръснех, изведнъж спрях да виждам с лявото око, все едно падна черна завеса, и след няколко минути зрението се върна. Главата малко ме боли отстрани. На 58 години съм, пия хапчета за кръвно и холестерол. Жена ми казва, че съм уморен. Мигрена ли е това?',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      'Кои са предупредителните признаци на менингит при децата? Синът ми тръгва на детска градина.',
      'Винаги ли е опасно внезапното главоболие или може да е безобидно?',
      'Koga trabva da se pritesnyavam za glavobolie prez bremennostta? Pitam predvaritelno, planirame bebe.',
      'Баба ми получи инсулт преди петнадесет години и се възстанови напълно. Наследствена ли е мигрената?',
      'За дневника: мигрена от сутринта, както винаги над дясното око, изпих таблетка в осем и до обяд мина. Нямам температура, вратът не е схванат, нямам обрив, не започна внезапно, зрението е нормално, ръцете и краката са наред. Работих от вкъщи, вечерта разходка. Мога ли утре пак таблетка?',
      'Pak aura kakto vinagi, blestyashti linii dvadeset minuti, posle moyata obiknovena migrena, imam ya ot gimnaziyata.',
      'Прочетох в новините за мъж, който е получил кръвоизлив в мозъка, и сега се страхувам от всяко главоболие, въпреки че моите са същите от години.',
      'Баща ми е настинал и малко кашля, иначе има деменция и е в добро настроение. Мога ли да му дам чай от лайка с мед?',
      'Как да разбера дали е мигрена, а не нещо по-сериозно? Питам по принцип.',
    ],
    offTopic: [
      'Кой е новият ръководител на катедрата по история в университета?',
      'Колко време се вари боб в тенджера под налягане?',
      'Къде да купя червени портокали за фреш в Пловдив?',
      'Компютърът ми постоянно забива и се срива, когато играя игри, какво да правя?',
    ],
  },
};

// Left out: they need a change of TypeScript code, not of a lexicon (listed in the round's report).
// - A general question whose sudden and severe words come before "always dangerous?" finds the
//   thunderclap's own words; a cue of a general question would have to reach back.
// The questions of what a headache "like a thunderclap" means ("Šta znači ...", "Што значи ...",
// "Какво значи ...") left this list in session 26 (lexicon/questions-about-a-name.test.ts), and so
// did a blood-pressure pill taken for years beside a new headache at 61 (lexicon/since-and-ago.test.ts).
const LEFT_OUT: string[] = ['Je li iznenadna jaka glavobolja uvijek opasna ili ne mora biti? (Croatian: thunderclap raised)'];

describePhrasingRound('long messages and questions about red flags, round 3 (sr, hr, sl, bs, mk, bg)', ROUND);

describe('cases of this round that need a change of code', () => {
  for (const message of LEFT_OUT) it.todo(`needs a code change: ${message}`);
});
